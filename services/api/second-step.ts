import type { RequestOf } from '@/contract/endpoint';
import type { secondStepSend, secondStepVerify } from '@/contract/security/second-step';
import { secondStepSendFacts, secondStepVerifyFacts } from '@/contract/security/second-step.facts';
import { http, type Envelope } from '@/services/http';

/** Issue 26: the second step's code; the envelope of the session it opens (the waiting login's answer). */
export function verifySecondStep(payload: RequestOf<typeof secondStepVerify>): Promise<Envelope<unknown>> {
  return http.call(secondStepVerifyFacts, payload, { inDialog: true });
}

/** Issue 26: the second step's code by email or SMS, again; the seconds before another. */
export async function sendSecondStepCode(payload: RequestOf<typeof secondStepSend>): Promise<number> {
  return (await http.call(secondStepSendFacts, payload, { inDialog: true })).result.resend_in;
}
