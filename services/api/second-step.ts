import type { Facts, RequestOf } from '@/contract/endpoint';
import type { secondStepSend, secondStepVerify } from '@/contract/security/second-step';
import { http, type Envelope } from '@/services/http';

const VERIFY: Facts<typeof secondStepVerify> = {
  method: 'POST',
  path: '/login/second-step',
  kind: 'login',
  token: true,
};
const SEND: Facts<typeof secondStepSend> = {
  method: 'POST',
  path: '/login/second-step/send',
  kind: 'login',
  token: true,
};

/** Issue 26: the second step's code; the envelope of the session it opens (the waiting login's answer). */
export function verifySecondStep(payload: RequestOf<typeof secondStepVerify>): Promise<Envelope<unknown>> {
  return http.call(VERIFY, payload, { inDialog: true });
}

/** Issue 26: the second step's code by email or SMS, again; the seconds before another. */
export async function sendSecondStepCode(payload: RequestOf<typeof secondStepSend>): Promise<number> {
  return (await http.call(SEND, payload, { inDialog: true })).result.resend_in;
}
