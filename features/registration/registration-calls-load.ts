import { FormMessageError, type FormMessage } from '@/services/errors/screen-errors';

/**
 * Issue 40: the calls of sign-up (registration-calls.ts) are needed only once
 * the person sends the form: they load as soon as the person starts on it
 * (preloadRegistrationCalls, with the later steps), or with the submit itself,
 * which waits for them.
 */
const importCalls = () => import('./registration-calls');

/** One load at a time, shared by the early start and the action; a failed one is tried anew by the next. */
let loading: ReturnType<typeof importCalls> | null = null;
function load(): ReturnType<typeof importCalls> {
  loading ??= importCalls().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What the person is told when the calls' code could not load (the network dropped). */
export const CALLS_LOAD_FAILED: FormMessage = { ns: 'auth', key: 'errors.configMissing' };

/** The calls, for an action that needs them; a failed load is the form's refusal (CALLS_LOAD_FAILED). */
export function registrationCalls(): ReturnType<typeof importCalls> {
  return load().catch(() => {
    throw new FormMessageError(CALLS_LOAD_FAILED);
  });
}

/** Nobody waits on this early start: a failed one is tried again, and told, by the action that needs the calls. */
export function preloadRegistrationCalls(): void {
  void load().catch(() => undefined);
}
