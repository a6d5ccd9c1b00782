import { DEFAULT_REGISTER_VARIANT, isRegisterVariant, type RegisterVariant } from '@/config/x-api';
import type { AccountInput } from '@/services/api/auth';
import type { RegistrationStart } from '@/services/api/register';

/*
 * LOGIN-1, REG-2: where a sign-up is and its variant, which the first screen
 * needs. What only the calls run (the variant's strategy, what a
 * registration sends, the recall's decision) is in registration-calls.ts,
 * loaded with the person's first start on the form.
 */

/** REG-2: the configured variant, or the default when the config says something else. */
export function registerVariantOf(value: string | undefined): RegisterVariant {
  return isRegisterVariant(value) ? value : DEFAULT_REGISTER_VARIANT;
}

export function isOldVariant(variant: RegisterVariant): boolean {
  return variant === 'oldCode' || variant === 'oldLink';
}

/** A registration under way: its uuid, the account it verifies and when the last code or link went out. */
export interface Registration {
  readonly uuid: string;
  readonly account: AccountInput;
  readonly sentAt: number;
}

/**
 * LOGIN-1, REG-2: where a sign-up is; every step after the first has its
 * registration. Back on the account step keeps the account typed (`typed`);
 * `created` is the welcome shown while the new session leaves the page.
 */
export type RegistrationState =
  | { readonly step: 'inputAccount'; readonly typed?: AccountInput }
  | { readonly step: 'verfiyCode' | 'verfiyLink' | 'inputpassword'; readonly registration: Registration }
  | { readonly step: 'created' };

export type RegistrationEvent =
  /** the api accepted the account and sent a code or a link */
  | { readonly type: 'started'; readonly registration: Registration; readonly step: RegistrationStart['step'] }
  /** another code or link went out */
  | { readonly type: 'resent'; readonly sentAt: number }
  /** the code was right, or the link was opened */
  | { readonly type: 'verified' }
  /** REG-7: a recall link resumes at the password */
  | { readonly type: 'recalled'; readonly registration: Registration }
  /** "use another account" */
  | { readonly type: 'back' }
  /** issue 39: a step brought back by the browser's Back or Forward, or a reload */
  | { readonly type: 'restored'; readonly state: RegistrationState }
  /** REG-5: the account was created; the session leaves the page */
  | { readonly type: 'created' };

export const REGISTRATION_START: RegistrationState = { step: 'inputAccount' };

/**
 * REG-2, REG-7: the steps of sign-up. A code is typed on the code step; a
 * link is waited for on the link step; both lead to the password. Events
 * that do not fit the step change nothing.
 */
export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'started':
      return { step: event.step === 'verfiyLink' ? 'verfiyLink' : 'verfiyCode', registration: event.registration };
    case 'resent':
      return state.step === 'inputAccount' || state.step === 'created'
        ? state
        : { ...state, registration: { ...state.registration, sentAt: event.sentAt } };
    case 'verified':
      return state.step === 'verfiyCode' || state.step === 'verfiyLink'
        ? { step: 'inputpassword', registration: state.registration }
        : state;
    case 'recalled':
      return { step: 'inputpassword', registration: event.registration };
    case 'back':
      return REGISTRATION_START;
    case 'restored':
      return event.state;
    case 'created':
      return { step: 'created' };
  }
}

/** Issue 39: each step's name in the page's address (`?step=`). */
export const STEP_NAMES = {
  inputAccount: 'account',
  verfiyCode: 'code',
  verfiyLink: 'link',
  inputpassword: 'password',
  created: 'created',
} as const satisfies Record<RegistrationState['step'], string>;

export const FIRST_REGISTRATION_STEP = STEP_NAMES.inputAccount;

export function registrationStepName(state: RegistrationState): string {
  return STEP_NAMES[state.step];
}

/** Issue 39: what is kept of a sign-up to resume it (never the password); null once the account exists. */
export function keptRegistration(state: RegistrationState): { readonly registration: Registration } | null {
  return state.step === 'inputAccount' || state.step === 'created' ? null : { registration: state.registration };
}
