import { Type } from 'typebox';

import { endpoint } from '../endpoint';

/** REDIR-8: the origins a redirect may go to besides the site's own. Public (HTTP-6). */
export const whiteHosts = endpoint({
  method: 'GET',
  path: '/user/public/get-white-hosts',
  kind: 'other',
  token: false,
  request: Type.Object({}),
  result: Type.Object({ hosts: Type.Array(Type.String()) }),
  codes: [],
});
