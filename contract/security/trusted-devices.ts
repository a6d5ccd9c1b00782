import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { PublicId } from './devices';

/**
 * A device the account trusts ("Trust this device for 30 days"): its browser
 * and system when last seen, when it was trusted and until when (ISO 8601);
 * `current` when it is the asking browser.
 */
export const TrustedDeviceItem = Type.Object({
  id: PublicId,
  browser: Type.String(),
  os: Type.String(),
  trusted_at: Type.String(),
  trusted_until: Type.String(),
  current: Type.Boolean(),
});
export type TrustedDeviceItem = Static<typeof TrustedDeviceItem>;

/** Issue 36 item 8: the account's trusted devices, the latest trusted first. */
export const trustedDeviceList = endpoint({
  method: 'GET',
  path: '/user/security/devices',
  kind: 'security',
  token: true,
  request: Type.Object({}),
  result: Type.Object({ list: Type.Array(TrustedDeviceItem) }),
  codes: [],
});

/** Stops trusting one device: its next login asks for the second step again. Needs no re-proof (it only adds a step). */
export const trustedDeviceForget = endpoint({
  method: 'POST',
  path: '/user/security/devices/forget',
  kind: 'security',
  token: true,
  request: Type.Object({ id: PublicId }),
  result: Type.Object({}),
  codes: [RET_CODES.trustedDeviceNotFound],
});
