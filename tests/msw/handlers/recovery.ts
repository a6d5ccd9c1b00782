import { passwordResetCheckFacts } from '@/contract/recovery/password-reset-check.facts';
import { passwordResetSendFacts } from '@/contract/recovery/password-reset-send.facts';
import { passwordResetFacts } from '@/contract/recovery/password-reset.facts';
import { securityRecoverSendFacts } from '@/contract/recovery/recover-send.facts';
import { securityRecoverStartFacts } from '@/contract/recovery/recover-start.facts';
import { securityRecoverFacts } from '@/contract/recovery/recover.facts';
import type { RecoveryStart } from '@/services/api/recovery';

import { answer } from '../answer';
import { ok } from '../envelope';

/** POST /user/password/reset/send (server/routes/recovery.ts): the reset's token, another code after a minute. */
export const RESET_STARTED = { reset_token: 'reset-token-1', resend_in: 60 } as const;

/** POST /user/security/recover/start: an account with recovery codes left and an email. */
export const RECOVERY_STARTED: RecoveryStart = {
  recover_token: 'recover-token-1',
  methods: ['recovery', 'email'],
  vague_email: 'al***@example.test',
  vague_mobile: '',
  expires_in: 900,
};

/**
 * Issue 27: the endpoints of the two recovery pages (/app/user/retrieve,
 * /app/user/security-item-find), answering success: the code is right, the
 * account has no authenticator app, no passkey is removed. Not part of
 * tests/msw/server.ts's defaults: a test of those flows adds them with
 * `server.use(...recoveryHandlers)` and overrides a route for a refusal.
 */
export const recoveryHandlers = [
  answer(passwordResetSendFacts, () => ok(RESET_STARTED)),
  answer(passwordResetCheckFacts, () => ok({ authenticator: false })),
  answer(passwordResetFacts, () => ok({ reset: true, passkeys_removed: 0 })),
  answer(securityRecoverStartFacts, () => ok(RECOVERY_STARTED)),
  answer(securityRecoverSendFacts, () => ok({ resend_in: 60 })),
  answer(securityRecoverFacts, () => ok({ recovered: true, passkeys_removed: 0 })),
];
