import type { SecondFactor, SecondStepReason } from '@/contract/security/second-step';

import type { DeviceFacts } from './devices';
import type { Proof } from './gate-types';

/** What the risk rules read of an account. */
export interface AccountFactors {
  readonly totp: boolean;
  readonly email2fa: boolean;
  readonly sms2fa: boolean;
  readonly hasEmail: boolean;
  readonly hasMobile: boolean;
}

export interface SecondStepPlan {
  readonly reason: SecondStepReason;
  /** in the order offered: the first is the default */
  readonly methods: readonly SecondFactor[];
}

/**
 * Proofs that are already two factors, or come from a device already signed
 * in: a passkey (possession and the device's lock), a passed second step, a
 * QR code confirmed in a signed-in app, a quick-login token minted by a
 * session, an account registered a moment ago.
 */
const COMPLETE_PROOFS: readonly Proof[] = ['passkey', 'secondStep', 'qrcode', 'quickToken', 'registration'];

/** Proofs after which a device the account never saw is checked with a code (Telegram vouches for its app). */
const NEW_DEVICE_PROOFS: readonly Proof[] = ['password', 'thirdParty'];

/** The second factors the account has on, in the order offered. */
export function enabledFactors(a: AccountFactors): SecondFactor[] {
  const methods: SecondFactor[] = [];
  if (a.totp) methods.push('totp');
  if (a.email2fa && a.hasEmail) methods.push('email');
  if (a.sms2fa && a.hasMobile) methods.push('sms');
  return methods;
}

/**
 * Issue 26, the risk rules: whether a login with `proof` needs a second
 * step, and which. An account with a second factor is asked for it unless
 * this browser is trusted; otherwise, with the check on, a device the
 * account never had a session on gets a code by email (SMS when the account
 * has no email), unless trusted. Pure.
 */
export function secondStepFor(
  proof: Proof,
  account: AccountFactors,
  device: DeviceFacts,
  options: { readonly newDeviceCheck: boolean },
): SecondStepPlan | null {
  if (COMPLETE_PROOFS.includes(proof) || device.trusted) return null;
  const factors = enabledFactors(account);
  if (factors.length > 0) return { reason: 'twoStep', methods: factors };
  if (!options.newDeviceCheck || device.seen || !NEW_DEVICE_PROOFS.includes(proof)) return null;
  if (account.hasEmail) return { reason: 'newDevice', methods: ['email'] };
  if (account.hasMobile) return { reason: 'newDevice', methods: ['sms'] };
  return null;
}
