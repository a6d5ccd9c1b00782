import { createHash } from 'node:crypto';

/** Settings of account security, from the environment with safe development defaults. */
export interface SecurityOptions {
  /**
   * NEW_DEVICE_CHECK=on/off (default on): a login from a device the account
   * never had a session on asks for an email code. Mutable: a development
   * route turns it on and off for end-to-end tests (server/routes/dev.ts).
   */
  newDeviceCheck: boolean;
  /** SECURITY_SECRET: the key authenticator secrets are encrypted with at rest (required in production) */
  readonly secretKey: Buffer;
  /** the name authenticator apps show for the keys of this exchange */
  readonly issuer: string;
}

/** Outside production only: authenticator keys are encrypted with this when SECURITY_SECRET is unset. */
const DEV_SECURITY_SECRET = 'development-security-secret-not-for-production';

export const TOTP_ISSUER = 'Exchange';

/** A production api stops at its start without SECURITY_SECRET. */
export function assertSecuritySecret(secret: string | undefined, production: boolean): void {
  if (!secret && production) throw new Error('SECURITY_SECRET is required in production');
}

/** The 32-byte key of a secret of any length. */
export function securityKey(secret: string | undefined): Buffer {
  return createHash('sha256')
    .update(secret || DEV_SECURITY_SECRET, 'utf8')
    .digest();
}

export function newDeviceCheckSetting(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return true;
  const v = value.trim().toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(v)) return true;
  if (['off', '0', 'false', 'no'].includes(v)) return false;
  throw new Error(`NEW_DEVICE_CHECK must be on or off: ${value}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** account security settings (server/security/options.ts) */
    security: SecurityOptions;
  }
}
