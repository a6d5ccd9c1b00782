import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** CMP-6: the regulation countries of a site and whether it requires KYC; an unknown site is a 10001. */
export const kycRcConfig = endpoint({
  method: 'GET',
  path: '/v3/private/kyc/get-rc-config',
  kind: 'other',
  token: true,
  request: Type.Object({ site_id: Type.String({ minLength: 1, maxLength: 32 }) }),
  result: Type.Object({ siteId: Type.String(), rcList: Type.Array(Type.String()), needKyc: Type.Boolean() }),
  codes: [],
});
