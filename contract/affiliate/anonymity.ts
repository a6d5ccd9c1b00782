import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { AffiliateId } from './affiliate-id';

/**
 * AFF-3: whether an affiliate lets the landing show who they are. ERR-10: no
 * such affiliate is 610017 (the exchange's api may say 10002), which the
 * landing passes on silently.
 */
export const affiliateAnonymity = endpoint({
  method: 'POST',
  path: '/affiliate/v5/anonymity',
  kind: 'anonymity',
  token: true,
  request: Type.Object({ affiliate_id: AffiliateId }),
  result: Type.Object({ isShow: Type.Boolean(), code: Type.String() }),
  codes: [RET_CODES.anonymityHidden, RET_CODES.anonymityNotFound],
});
