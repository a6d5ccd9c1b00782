import { tradeEnvSwitchFacts } from '@/contract/login/trade-switch.facts';
import { memberInfoFacts } from '@/contract/user/member-info.facts';
import { userProfileFacts } from '@/contract/user/profile.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const PROFILE = {
  id: 1001,
  uid: '1001',
  username: 'alice',
  vague_email: 'al***@example.test',
  vague_mobile: '',
  email_verified: true,
  mobile_verified: false,
  has_google2fa: false,
  lang: 'en',
  status: 1,
  attribution: null,
} as const;

export const MEMBER_INFO = { kyc_person_level: 1, member_tag: { KYC: 1 }, kyc_country: 'GB' } as const;

/** LOGIN-10, SEC-4, LOGIN-11: profile, member info and the demo trade switch (private endpoints). */
export const userHandlers = [
  answer(userProfileFacts, () => ok(PROFILE)),
  answer(memberInfoFacts, () => ok(MEMBER_INFO)),
  answer(tradeEnvSwitchFacts, () => ok({})),
];
