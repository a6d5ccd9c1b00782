import { describe, expect, it } from 'vitest';

import { passwordPublicKey } from '@/components/auth/password-public-key';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { FormMessageError } from '@/services/errors/screen-errors';

const KEY = '-----BEGIN PUBLIC KEY-----abc';

/** The message the form tells for a key that has not arrived. */
function refusalOf(config: Parameters<typeof passwordPublicKey>[0]) {
  try {
    passwordPublicKey(config);
  } catch (error) {
    expect(error).toBeInstanceOf(FormMessageError);
    return (error as FormMessageError).formMessage;
  }
  throw new Error('expected a refusal');
}

describe('passwordPublicKey', () => {
  it('LOGIN-4 answers the public key of the web configuration', () => {
    expect(passwordPublicKey({ web: { [AUTH_CONFIG_KEYS.rsaPublicKey]: KEY }, status: 'ready' })).toBe(KEY);
  });

  it('LOGIN-4 without it: not ready while the configuration loads, missing once its load failed', () => {
    expect(refusalOf({ web: {}, status: 'loading' })).toEqual({ ns: 'auth', key: 'errors.notReady' });
    expect(refusalOf({ web: {}, status: 'idle' })).toEqual({ ns: 'auth', key: 'errors.notReady' });
    expect(refusalOf({ web: {}, status: 'failed' })).toEqual({ ns: 'auth', key: 'errors.configMissing' });
  });
});
