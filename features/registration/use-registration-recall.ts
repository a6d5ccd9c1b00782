import type { Dispatch } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { RET_CODES } from '@/contract/ret-codes';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

import { CALLS_LOAD_FAILED, registrationCalls } from './registration-calls-load';
import type { RegistrationEvent } from './registration-flow';

/**
 * REG-7: a recall link (`?uuid=`) resumes a registration: at the password
 * step it moves the registration there (`recalled`), at commit_login it
 * goes to log in; otherwise, and when the recall cannot be read (the api's
 * notice tells an unreachable api), the sign-up starts afresh. A sign-up
 * started in another browser is not resumed here: the person is told to
 * finish it there or start again. Answers the recalled account's name and
 * that message, each or null. Its code (the calls of sign-up) loads only
 * when the page has a recall link; when it cannot, the person is told and
 * the sign-up starts afresh.
 */
export function useRegistrationRecall(
  locale: string,
  dispatch: Dispatch<RegistrationEvent>,
): { readonly name: string | null; readonly alert: FormMessage | null } {
  const recall = useLoader(
    async (signal): Promise<{ name: string | null; alert: FormMessage | null }> => {
      const none = { name: null, alert: null };
      const uuid = new URLSearchParams(window.location.search).get('uuid');
      if (!uuid) return none;
      const calls = await registrationCalls().catch(() => null);
      if (!calls) return signal.aborted ? none : { name: null, alert: CALLS_LOAD_FAILED };
      let alert: FormMessage | null = null;
      const info = await calls.fetchRecallInfo(uuid).catch((error: unknown) => {
        if (isRequestError(error) && error.code === RET_CODES.registrationOtherBrowser) {
          alert = catalogueMessage(error);
        }
        return null;
      });
      const decision = calls.recallDecision(uuid, info, locale);
      // a superseded run moves nothing
      if (signal.aborted) return none;
      if (decision.kind === 'login') window.location.replace(decision.href);
      if (decision.kind !== 'password') return { name: null, alert };
      dispatch({
        type: 'recalled',
        registration: { uuid, account: { kind: 'email', email: decision.loginName }, sentAt: 0 },
      });
      return { name: decision.loginName, alert: null };
    },
    [locale, dispatch],
  );
  return recall.data ?? { name: null, alert: null };
}
