import { FormMessageError, type FormMessage } from '@/services/errors/screen-errors';

/** What the person is told when an action's code could not load (the network dropped). */
export const ACTION_CODE_FAILED: FormMessage = { ns: 'auth', key: 'errors.configMissing' };

/**
 * Code a form's action needs, kept out of the page's first load (issue 40):
 * `load` is what the action awaits (a failed load is the form's refusal,
 * ACTION_CODE_FAILED), `preload` the early start when the person begins on
 * the form. One load at a time is shared by both. A failed load is forgotten
 * as it fails, so the next start tries anew; the person hears of it only
 * from an action that waits for the code (the one error path), never from
 * an early start nobody waits on. `beside` starts with each new load, for
 * what the code then asks for.
 */
export function loadForAction<M>(importer: () => Promise<M>, beside?: () => void) {
  let loading: Promise<M> | null = null;
  const started = (): Promise<M> => {
    if (!loading) {
      beside?.();
      const attempt = importer();
      loading = attempt;
      void attempt.then(undefined, () => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
  return {
    load: (): Promise<M> =>
      started().catch(() => {
        throw new FormMessageError(ACTION_CODE_FAILED);
      }),
    preload: (): void => {
      void started();
    },
  };
}
