import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { AffiliateId } from './affiliate-id';

/**
 * AFF-2: the affiliate's public card. ERR-10: an unknown or anonymous
 * affiliate is 610016, which the landing passes on silently (it shows no one).
 */
export const affiliateOpenInfo = endpoint({
  method: 'POST',
  path: '/affiliate/apis/v1/open-info',
  kind: 'openInfo',
  token: true,
  request: Type.Object({
    affid: AffiliateId,
    /** the visitor's country, as the web sends it; one profile serves every country */
    country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
    /** the link's group; the affiliate's default group when they have no such group */
    group_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,32}$' })),
  }),
  result: Type.Object({
    nickname: Type.String(),
    headimg: Type.String(),
    personality: Type.Object({ personalSignature: Type.String(), content: Type.String() }),
    /** AFF-2: the group's entries; the landing keeps types 0 and 1 */
    groupInfo: Type.Array(Type.Object({ content: Type.String(), type: Type.Integer() })),
  }),
  codes: [RET_CODES.openInfoHidden],
});
