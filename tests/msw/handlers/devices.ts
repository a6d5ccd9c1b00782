import type { LoginEventItem } from '@/contract/security/login-history';
import { loginHistoryFacts } from '@/contract/security/login-history.facts';
import type { SessionItem } from '@/contract/security/sessions';
import { sessionEndFacts, sessionEndOthersFacts, sessionListFacts } from '@/contract/security/sessions.facts';
import type { TrustedDeviceItem } from '@/contract/security/trusted-devices';
import { trustedDeviceForgetFacts, trustedDeviceListFacts } from '@/contract/security/trusted-devices.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

/** Issue 36 item 8: this browser's session, and a phone's. */
export const THIS_SESSION: SessionItem = {
  id: 'a'.repeat(32),
  browser: 'Chrome',
  os: 'Windows',
  network: '203.0.113.*',
  country: 'DE',
  created_at: '2026-11-27T09:00:00.000Z',
  last_used_at: '2026-11-27T11:59:30.000Z',
  current: true,
};
export const PHONE_SESSION: SessionItem = {
  id: 'b'.repeat(32),
  browser: 'Mobile Safari',
  os: 'iOS',
  network: '198.51.100.*',
  country: 'FR',
  created_at: '2026-11-25T18:00:00.000Z',
  last_used_at: '2026-11-26T20:00:00.000Z',
  current: false,
};
export const TRUSTED_LAPTOP: TrustedDeviceItem = {
  id: 'c'.repeat(32),
  browser: 'Firefox',
  os: 'Linux',
  trusted_at: '2026-11-20T10:00:00.000Z',
  trusted_until: '2026-12-20T10:00:00.000Z',
  current: false,
};
export const LOGINS: readonly LoginEventItem[] = [
  {
    id: '3',
    at: '2026-11-27T09:00:00.000Z',
    method: 'password',
    result: 'success',
    browser: 'Chrome',
    os: 'Windows',
    network: '203.0.113.*',
    country: 'DE',
  },
  {
    id: '2',
    at: '2026-11-26T08:00:00.000Z',
    method: 'passkey',
    result: 'success',
    browser: 'Mobile Safari',
    os: 'iOS',
    network: '198.51.100.*',
    country: 'FR',
  },
  {
    id: '1',
    at: '2026-11-25T07:00:00.000Z',
    method: 'password',
    result: 'wrongPassword',
    browser: '',
    os: '',
    network: '',
    country: '',
  },
];

/** Issue 36 item 8: the account's sessions, trusted devices and logins; ending and forgetting succeed. */
export const deviceHandlers = [
  answer(sessionListFacts, () => ok({ list: [THIS_SESSION, PHONE_SESSION] })),
  answer(sessionEndFacts, () => ok({})),
  answer(sessionEndOthersFacts, () => ok({ ended: 1 })),
  answer(trustedDeviceListFacts, () => ok({ list: [TRUSTED_LAPTOP] })),
  answer(trustedDeviceForgetFacts, () => ok({})),
  answer(loginHistoryFacts, () => ok({ list: LOGINS })),
];
