import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { DeviceOrigin } from './devices';

/**
 * How a login came in, as the api's one gate names the proof: a password, a
 * passkey, a QR code confirmed on a signed-in device, Telegram, a third-party
 * identity, a quick-login token, a passed second step, a registration.
 */
export const LoginMethod = Type.Union([
  Type.Literal('password'),
  Type.Literal('passkey'),
  Type.Literal('qrcode'),
  Type.Literal('telegram'),
  Type.Literal('thirdParty'),
  Type.Literal('quickToken'),
  Type.Literal('secondStep'),
  Type.Literal('registration'),
]);
export type LoginMethod = Static<typeof LoginMethod>;

/**
 * How it ended: a session, a second step asked, a wrong password, or refused:
 * the account locked (too many wrong passwords or codes), banned, closed,
 * still being upgraded, or an account of another site.
 */
export const LoginResult = Type.Union([
  Type.Literal('success'),
  Type.Literal('secondStep'),
  Type.Literal('wrongPassword'),
  Type.Literal('locked'),
  Type.Literal('banned'),
  Type.Literal('closed'),
  Type.Literal('upgrading'),
  Type.Literal('otherSite'),
]);
export type LoginResult = Static<typeof LoginResult>;

/** One login of the account; `at` is ISO 8601. */
export const LoginEventItem = Type.Object({
  id: Type.String(),
  at: Type.String(),
  method: LoginMethod,
  result: LoginResult,
  ...DeviceOrigin.properties,
});
export type LoginEventItem = Static<typeof LoginEventItem>;

/** Issue 36 item 8: the account's last 20 logins, newest first. */
export const loginHistory = endpoint({
  method: 'GET',
  path: '/user/security/logins',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ list: Type.Array(LoginEventItem) }),
  codes: [],
});
