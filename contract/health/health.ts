import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';

/**
 * The reference api's readiness: the database answers a read and takes a
 * write, and the embedded database's directory has room. Either failing is a
 * 503 with 10503 (cannot read) or 10507 (cannot write).
 */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  kind: 'other',
  token: false,
  request: Type.Object({}),
  result: Type.Object({
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('pg')]),
  }),
  codes: [RET_CODES.databaseUnavailable, RET_CODES.storageReadOnly],
});
