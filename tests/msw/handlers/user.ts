import { http } from 'msw';

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
  http.get('*/x-api/v2/private/user/profile', () => ok(PROFILE)),
  http.get('*/x-api/user/private/member/info', () => ok(MEMBER_INFO)),
  http.post('*/x-api/user/private/trade/switch', () => ok({})),
];
