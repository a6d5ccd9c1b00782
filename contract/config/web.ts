import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { ConfigKeys, ConfigProject } from './project';

/**
 * UI-6: the web configuration (captcha order, third-party providers, LOGIN-4's
 * key, TG-2's bot...), every value a string. Public (HTTP-6); a POST without a
 * body reads the whole web project.
 */
export const webConfig = endpoint({
  method: 'POST',
  path: '/v3/config/web',
  kind: 'other',
  token: false,
  request: Type.Object({ project: Type.Optional(ConfigProject), keys: Type.Optional(ConfigKeys) }),
  result: Type.Object({ data: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })) }),
  codes: [],
});
