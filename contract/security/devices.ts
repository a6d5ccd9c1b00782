import { Type, type Static } from 'typebox';

/**
 * Issue 36 item 8: what the account page shows of a device: the browser and
 * system as ua-parser-js names them ('Chrome', 'Windows'; '' when unknown,
 * the page joins them in its language), the network masked ('203.0.113.*')
 * and the visitor's country (ISO alpha-2), each '' when unknown.
 */
export const DeviceOrigin = Type.Object({
  browser: Type.String(),
  os: Type.String(),
  network: Type.String(),
  country: Type.String(),
});
export type DeviceOrigin = Static<typeof DeviceOrigin>;

/** The public id a session or a trusted device is ended by: 32 hex digits, never the token's hash or the GUID. */
export const PublicId = Type.String({ pattern: '^[0-9a-f]{32}$' });
