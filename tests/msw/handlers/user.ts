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
} as const;

export const MEMBER_INFO = { kyc_person_level: 1, member_tag: { KYC: 1 } } as const;

export const ONE_PERSON_BIND = { bind_uid: '2002' } as const;

/** LOGIN-10, SEC-4: profile, member info and one-person bind (private endpoints). */
export const userHandlers = [
  http.get('*/x-api/v2/private/user/profile', () => ok(PROFILE)),
  http.get('*/x-api/user/private/member/info', () => ok(MEMBER_INFO)),
  http.get('*/x-api/user/private/one_people_bind/get', () => ok(ONE_PERSON_BIND)),
  http.post('*/x-api/user/private/one_people_bind/set', async ({ request }) => {
    const body = (await request.json()) as { bind_uid?: string };
    return ok({ bind_uid: body.bind_uid ?? '0' });
  }),
];
