import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { NoResult } from '../session';

/** A fact of an event: a short scalar, kept as sent (a union type, so nothing is coerced into another type). */
const EventFact = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: 512,
});

/**
 * SEC-6: the collector of the pages' monitoring client (a script that did not
 * load, a slow request). Public; each client address is limited (31018), so a
 * page cannot fill the store.
 */
export const monitorEvents = endpoint({
  method: 'POST',
  path: '/monitor/v1/events',
  kind: 'other',
  token: false,
  request: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 64 }),
    /** flat facts only: at most 20 fields, each a short scalar */
    data: Type.Record(Type.String(), EventFact, {
      maxProperties: 20,
      propertyNames: { minLength: 1, maxLength: 64 },
    }),
    /** the page's path */
    page: Type.Optional(Type.String({ maxLength: 512 })),
  }),
  result: NoResult,
  codes: [RET_CODES.ipLimit],
});
