import type { SiteId } from '@/config/sites';

/*
 * The dialogs a refused login or registration can name, and the session's
 * identity-verification dialogs: small facts the pages render with. How a
 * refusal is told (services/auth/auth-errors.ts) loads with the first one.
 */

/** DLG-5: jurisdiction dialogs an answer names in `result.dialog`. */
export const JURISDICTION_DIALOGS = ['HKUSER_NO_LOGIN_OTHER', 'NOHKUSER_NO_LGOIN_HKSITE'] as const;
export type JurisdictionDialog = (typeof JURISDICTION_DIALOGS)[number];

export function isJurisdictionDialog(dialog: string): dialog is JurisdictionDialog {
  return (JURISDICTION_DIALOGS as readonly string[]).includes(dialog);
}

/** DLG-5: the site a jurisdiction dialog offers to go to, if any. */
export function jurisdictionExit(dialog: string): SiteId | null {
  if (dialog === 'HKUSER_NO_LOGIN_OTHER') return 'HKG';
  if (dialog === 'NOHKUSER_NO_LGOIN_HKSITE') return 'BYBIT';
  return null;
}

/** DLG-6: identity-verification dialogs a login session names in `kyc_dialog`. */
export const KYC_DIALOGS = ['TR_NO_KYC', 'MAIN_NO_KYC'] as const;
export type KycDialog = (typeof KYC_DIALOGS)[number];

export function isKycDialog(value: unknown): value is KycDialog {
  return (KYC_DIALOGS as readonly unknown[]).includes(value);
}

/** DLG-3: the account exists but is still being created (unified trading account upgrade). */
export const UTA_UPGRADE_DIALOG = 'UTA_UPGRADE_ERROR';

/** DLG-3..5, DLG-7: what registration and login can raise as a dialog. */
export interface FeedbackDialog {
  readonly kind: 'dialog';
  readonly dialog: 'phoneLimit' | 'generic' | JurisdictionDialog | typeof UTA_UPGRADE_DIALOG;
  readonly code: number;
}

/** How a refusal is told (auth-errors.ts): loaded when a form first submits, never with the page. */
export function loadAuthErrors() {
  return import('./auth-errors');
}
