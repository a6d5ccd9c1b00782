import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/**
 * AFF-8: the Korea new-user activity the landings in ko-KR advertise. One
 * past its end time, or not configured, is not enabled. Public (HTTP-6); a
 * POST without a body is read as `{}`.
 */
export const koreaHome = endpoint({
  method: 'POST',
  path: '/fht/growth/activity-api/v1/korea/home',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    enabled: Type.Boolean(),
    reward: Type.Object({ amount: Type.String(), currency: Type.String() }),
    /** unix milliseconds; 0 when the activity is not configured */
    endTime: Type.Integer(),
  }),
  codes: [],
});
