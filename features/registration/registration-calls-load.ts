import { ACTION_CODE_FAILED, loadForAction } from '@/components/auth/load-for-action';

/**
 * Issue 40: the calls of sign-up (registration-calls.ts) are needed only once
 * the person sends the form: they load as soon as the person starts on it
 * (preloadRegistrationCalls, with the later steps), or with the submit itself,
 * which waits for them.
 */
const calls = loadForAction(() => import('./registration-calls'));

/** What the person is told when the calls' code could not load (the network dropped). */
export const CALLS_LOAD_FAILED = ACTION_CODE_FAILED;

/** The calls, for an action that needs them; a failed load is the form's refusal (CALLS_LOAD_FAILED). */
export const registrationCalls = calls.load;

/** Nobody waits on this early start: a failed one is tried again, and told, by the action that needs the calls. */
export const preloadRegistrationCalls = calls.preload;
