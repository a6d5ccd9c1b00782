import type { LoginEventItem } from '@/contract/security/login-history';
import { loginHistoryFacts } from '@/contract/security/login-history.facts';
import type { SessionItem } from '@/contract/security/sessions';
import { sessionEndFacts, sessionEndOthersFacts, sessionListFacts } from '@/contract/security/sessions.facts';
import type { TrustedDeviceItem } from '@/contract/security/trusted-devices';
import { trustedDeviceForgetFacts, trustedDeviceListFacts } from '@/contract/security/trusted-devices.facts';
import { http } from '@/services/http';

export type { LoginEventItem, SessionItem, TrustedDeviceItem };
export type { LoginMethod, LoginResult } from '@/contract/security/login-history';

/**
 * Issue 36 item 8, devices and sessions: the account's live sessions (ended
 * one by one or all but this one, each after a re-proof, which the request
 * layer's one dialog asks for), its trusted devices, its last logins.
 */

/** The account's live sessions, this one first. */
export async function fetchSessions(): Promise<SessionItem[]> {
  return (await http.call(sessionListFacts, {})).result.list;
}

/** Ends one session: that browser is logged out at its next call. */
export async function endSession(id: string): Promise<void> {
  await http.call(sessionEndFacts, { id });
}

/** Ends every session but this one; how many ended. */
export async function endOtherSessions(): Promise<number> {
  return (await http.call(sessionEndOthersFacts, {})).result.ended;
}

/** The devices the account trusts, the latest trusted first. */
export async function fetchTrustedDevices(): Promise<TrustedDeviceItem[]> {
  return (await http.call(trustedDeviceListFacts, {})).result.list;
}

/** Stops trusting one device: its next login asks for the second step. */
export async function forgetTrustedDevice(id: string): Promise<void> {
  await http.call(trustedDeviceForgetFacts, { id });
}

/** The account's last 20 logins, newest first. */
export async function fetchLoginHistory(): Promise<LoginEventItem[]> {
  return (await http.call(loginHistoryFacts, {})).result.list;
}
