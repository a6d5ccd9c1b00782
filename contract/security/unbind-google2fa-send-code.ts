import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';

/**
 * The exchange's api: an email code to turn off the authenticator app. The
 * reference api does not serve it; its legacy refusal 20035 is read as 35300
 * (ERR-9), which is why the web knows its family.
 */
export const unbindGoogle2faSendCode = endpoint({
  method: 'POST',
  path: '/user/private/unbind-google-2fa/send-code-to-email',
  kind: 'unbindGoogle2faSendCode',
  token: true,
  request: Type.Object({}),
  result: Type.Object({}),
  codes: [RET_CODES.unbindGoogle2faLegacy, RET_CODES.unbindGoogle2fa, RET_CODES.tooFrequent],
});
