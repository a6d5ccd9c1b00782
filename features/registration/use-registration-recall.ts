import type { Dispatch } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { fetchRecallInfo } from '@/services/api/register';

import { recallDecision, type RegistrationEvent } from './registration-flow';

/**
 * REG-7: a recall link (`?uuid=`) resumes a registration: at the password
 * step it moves the registration there (`recalled`), at commit_login it
 * goes to log in; otherwise, and when the recall cannot be read (the api's
 * notice tells an unreachable api), the sign-up starts afresh. Answers the
 * recalled account's name, or null.
 */
export function useRegistrationRecall(locale: string, dispatch: Dispatch<RegistrationEvent>): string | null {
  const recall = useLoader(
    async (signal): Promise<string | null> => {
      const uuid = new URLSearchParams(window.location.search).get('uuid');
      if (!uuid) return null;
      const info = await fetchRecallInfo(uuid).catch(() => null);
      const decision = recallDecision(uuid, info, locale);
      // a superseded run moves nothing
      if (signal.aborted) return null;
      if (decision.kind === 'login') window.location.replace(decision.href);
      if (decision.kind !== 'password') return null;
      dispatch({
        type: 'recalled',
        registration: { uuid, account: { kind: 'email', email: decision.loginName }, sentAt: 0 },
      });
      return decision.loginName;
    },
    [locale, dispatch],
  );
  return recall.data ?? null;
}
