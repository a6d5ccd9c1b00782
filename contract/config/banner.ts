import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { ConfigKeys, ConfigProject } from './project';

/** UI-6: one banner, in the language asked for or else in English. */
export const Banner = Type.Object({
  key: Type.String(),
  language: Type.String(),
  title: Type.String(),
  content: Type.String(),
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** UI-6, REG-12: banners of the page's language, by key. Public (HTTP-6). */
export const configBanner = endpoint({
  method: 'POST',
  path: '/v3/config/banner',
  kind: 'other',
  token: false,
  request: Type.Object({
    project: Type.Optional(ConfigProject),
    keys: Type.Optional(ConfigKeys),
    properties: Type.Optional(
      Type.Object({ language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$' })) }),
    ),
  }),
  result: Type.Object({ data: Type.Array(Banner) }),
  codes: [],
});
