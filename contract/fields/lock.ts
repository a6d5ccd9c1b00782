import { Type, type Static } from 'typebox';

/**
 * Issue 36 item 3: what every refusal for an account's lock carries: when
 * the lock ends, in Unix seconds (rounded up). 31030 (too many wrong
 * passwords: the login, the OAuth login, the third-party link, the
 * lost-factor recovery's password), 31202 (too many wrong codes at a second
 * step or a settings confirmation), and 30051 on the recovery pages (the
 * account's code lock). An account name that has no account answers alike,
 * its end computed the same way (server/security/account-lock.ts).
 */
export const LockDetails = Type.Object({ locked_until: Type.Integer({ minimum: 0 }) });
export type LockDetails = Static<typeof LockDetails>;
