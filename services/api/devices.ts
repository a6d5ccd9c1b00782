import type { Facts } from '@/contract/endpoint';
import type { LoginEventItem, loginHistory } from '@/contract/security/login-history';
import type { SessionItem, sessionEnd, sessionEndOthers, sessionList } from '@/contract/security/sessions';
import type { TrustedDeviceItem, trustedDeviceForget, trustedDeviceList } from '@/contract/security/trusted-devices';
import { http } from '@/services/http';

export type { LoginEventItem, SessionItem, TrustedDeviceItem };
export type { LoginMethod, LoginResult } from '@/contract/security/login-history';

/**
 * Issue 36 item 8, devices and sessions: the account's live sessions (ended
 * one by one or all but this one, each after a re-proof, which the request
 * layer's one dialog asks for), its trusted devices, its last logins.
 */

const SESSIONS: Facts<typeof sessionList> = {
  method: 'GET',
  path: '/user/security/sessions',
  kind: 'security',
  token: true,
};
const SESSION_END: Facts<typeof sessionEnd> = {
  method: 'POST',
  path: '/user/security/sessions/end',
  kind: 'security',
  token: true,
};
const SESSION_END_OTHERS: Facts<typeof sessionEndOthers> = {
  method: 'POST',
  path: '/user/security/sessions/end-others',
  kind: 'security',
  token: true,
};
const TRUSTED_DEVICES: Facts<typeof trustedDeviceList> = {
  method: 'GET',
  path: '/user/security/devices',
  kind: 'security',
  token: true,
};
const TRUSTED_DEVICE_FORGET: Facts<typeof trustedDeviceForget> = {
  method: 'POST',
  path: '/user/security/devices/forget',
  kind: 'security',
  token: true,
};
const LOGINS: Facts<typeof loginHistory> = {
  method: 'GET',
  path: '/user/security/logins',
  kind: 'security',
  token: true,
};

/** The account's live sessions, this one first. */
export async function fetchSessions(): Promise<SessionItem[]> {
  return (await http.call(SESSIONS, {})).result.list;
}

/** Ends one session: that browser is logged out at its next call. */
export async function endSession(id: string): Promise<void> {
  await http.call(SESSION_END, { id });
}

/** Ends every session but this one; how many ended. */
export async function endOtherSessions(): Promise<number> {
  return (await http.call(SESSION_END_OTHERS, {})).result.ended;
}

/** The devices the account trusts, the latest trusted first. */
export async function fetchTrustedDevices(): Promise<TrustedDeviceItem[]> {
  return (await http.call(TRUSTED_DEVICES, {})).result.list;
}

/** Stops trusting one device: its next login asks for the second step. */
export async function forgetTrustedDevice(id: string): Promise<void> {
  await http.call(TRUSTED_DEVICE_FORGET, { id });
}

/** The account's last 20 logins, newest first. */
export async function fetchLoginHistory(): Promise<LoginEventItem[]> {
  return (await http.call(LOGINS, {})).result.list;
}
