import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { ProviderName } from './provider';

/**
 * ROUTE-2, LOGIN-6: the provider's sign-in page for this browser (a round
 * trip tied to it by an HttpOnly cookie); the provider comes back to
 * `redirect_uri`, a sign-in return page of this site. `attribution` is kept
 * for a sign-up (REG-5).
 */
export const thirdPartyAuthorize = endpoint({
  method: 'POST',
  path: '/user/public/thirdparty/authorize',
  kind: 'thirdPartyLogin',
  token: true,
  request: Type.Object({
    provider: ProviderName,
    redirect_uri: Type.String({ minLength: 1, maxLength: 512 }),
    attribution: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 32 })),
  }),
  result: Type.Object({ url: Type.String() }),
  codes: [],
});
