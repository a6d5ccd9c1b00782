import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { DeviceOrigin, PublicId } from './devices';

/** One live session of the account; `current` is the one asking. Times are ISO 8601. */
export const SessionItem = Type.Object({
  id: PublicId,
  ...DeviceOrigin.properties,
  created_at: Type.String(),
  last_used_at: Type.String(),
  current: Type.Boolean(),
});
export type SessionItem = Static<typeof SessionItem>;

/** Issue 36 item 8: the account's live sessions, the current one first, then the last used first. */
export const sessionList = endpoint({
  method: 'GET',
  path: '/user/security/sessions',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ list: Type.Array(SessionItem) }),
  codes: [],
});

/**
 * Ends one session of the account (after a re-proof): its browser is logged
 * out at its next call (10006). An id that is no live session of this
 * account is refused alike, whoever's it is.
 */
export const sessionEnd = endpoint({
  method: 'POST',
  path: '/user/security/sessions/end',
  kind: 'security',
  token: true,
  request: Type.Object({ id: PublicId }),
  result: Type.Object({}),
  codes: [RET_CODES.reproofRequired, RET_CODES.sessionNotFound],
});

/** "Log out everywhere else" (after a re-proof): every session of the account but the asking one; how many ended. */
export const sessionEndOthers = endpoint({
  method: 'POST',
  path: '/user/security/sessions/end-others',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
  codes: [RET_CODES.reproofRequired],
});
