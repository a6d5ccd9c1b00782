import { describe, expect, it } from 'vitest';

import type { Proof } from '@/server/security/gate-types';
import { enabledFactors, secondStepFor, type AccountFactors } from '@/server/security/risk';

const NONE: AccountFactors = { totp: false, email2fa: false, sms2fa: false, hasEmail: true, hasMobile: true };
const NEW = { seen: false, trusted: false };
const SEEN = { seen: true, trusted: false };
const TRUSTED = { seen: true, trusted: true };
const CHECK = { newDeviceCheck: true };

describe('risk rules of the second step (issue 26)', () => {
  it('an account with a second factor is asked for it after a password, a provider or Telegram, unless the browser is trusted', () => {
    const account = { ...NONE, totp: true, email2fa: true };
    for (const proof of ['password', 'thirdParty', 'telegram'] as const) {
      expect(secondStepFor(proof, account, SEEN, CHECK)).toEqual({ reason: 'twoStep', methods: ['totp', 'email'] });
    }
    expect(secondStepFor('password', account, TRUSTED, CHECK)).toBeNull();
  });

  it('a passkey, a passed step, a QR code, a quick token or a registration is never asked again', () => {
    const account = { ...NONE, totp: true };
    for (const proof of ['passkey', 'secondStep', 'qrcode', 'quickToken', 'registration'] satisfies Proof[]) {
      expect(secondStepFor(proof, account, NEW, CHECK)).toBeNull();
    }
  });

  it('without a second factor, a device never seen gets an email code (SMS without an email), if the check is on', () => {
    expect(secondStepFor('password', NONE, NEW, CHECK)).toEqual({ reason: 'newDevice', methods: ['email'] });
    expect(secondStepFor('thirdParty', { ...NONE, hasEmail: false }, NEW, CHECK)).toEqual({
      reason: 'newDevice',
      methods: ['sms'],
    });
    expect(secondStepFor('password', NONE, SEEN, CHECK)).toBeNull();
    expect(secondStepFor('password', NONE, NEW, { newDeviceCheck: false })).toBeNull();
    // Telegram vouches for its own app
    expect(secondStepFor('telegram', NONE, NEW, CHECK)).toBeNull();
  });

  it('email and SMS codes count only where the account has the address', () => {
    expect(enabledFactors({ ...NONE, email2fa: true, hasEmail: false, sms2fa: true })).toEqual(['sms']);
  });
});
