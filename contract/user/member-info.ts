import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** SEC-4: identity verification: verified when the person level or the KYC tag is non-zero. */
export const memberInfo = endpoint({
  method: 'GET',
  path: '/user/private/member/info',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    kyc_person_level: Type.Integer(),
    /** the account's member tags; KYC always among them */
    member_tag: Type.Object({ KYC: Type.Number() }),
    /** DLG-2: the country of residence identity verification proved; '' until verified */
    kyc_country: Type.String(),
  }),
  codes: [],
});
