import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { FormMessageError } from '@/services/errors/screen-errors';
import type { LoadStatus } from '@/stores/config-store';

/**
 * LOGIN-4: the environment's public key of the password, from the web
 * configuration. Until it arrived it throws a FormMessageError the form
 * tells: not ready yet while the configuration loads, missing once its load
 * failed.
 */
export function passwordPublicKey(config: {
  readonly web: Readonly<Record<string, string>>;
  readonly status: LoadStatus;
}): string {
  const key = config.web[AUTH_CONFIG_KEYS.rsaPublicKey];
  if (key) return key;
  throw new FormMessageError({
    ns: 'auth',
    key: config.status === 'failed' ? 'errors.configMissing' : 'errors.notReady',
  });
}
