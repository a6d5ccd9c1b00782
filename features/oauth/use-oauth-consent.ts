import { useCallback, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { authorize, confirmAuth, type OAuthConsent } from '@/services/api/oauth';
import { getUserToken } from '@/services/identity';

import {
  consentExit,
  consentProblem,
  oauthQuery,
  oauthRequestObject,
  problemWayBack,
  type ConsentProblem,
} from './oauth-request';

/** A problem the page shows: its error page, with the way back to the client when there is one. */
export type ShownConsentProblem = Exclude<ConsentProblem, { kind: 'login' | 'unreachable' }>;

export type ConsentView =
  /** the request is checked (again once the api is back; the page's notice tells the wait), or the page goes to log in */
  | { readonly kind: 'checking' }
  | { readonly kind: 'consent'; readonly consent: OAuthConsent }
  /** back to the client */
  | { readonly kind: 'leaving' }
  | { readonly kind: 'problem'; readonly problem: ShownConsentProblem; readonly back: string | null };

interface Options {
  readonly locale: string;
  /** /oauth-authorized, right after logging in: an application approved before continues at once */
  readonly continueIfGranted?: boolean;
}

const problemView = (problem: ShownConsentProblem, query: URLSearchParams): ConsentView => ({
  kind: 'problem',
  problem,
  back: problemWayBack(problem, query),
});

/**
 * OAUTH-1..4: the consent flow. Signed-out visitors go to /oauth-login with
 * the query; the api checks the request (again once it answers, when it did
 * not); `decide` sends the person's choice and the browser goes back to the
 * application only through the redirect policy.
 */
export function useOAuthConsent({ locale, continueIfGranted = false }: Options) {
  const toLogin = useCallback(() => {
    window.location.replace(`/${locale}/oauth-login${window.location.search}`);
  }, [locale]);

  /** confirm_auth with the choice, and where its answer leads (followed here) */
  const confirm = useCallback(async (query: URLSearchParams, approve: boolean): Promise<ConsentView> => {
    const exit = consentExit(await confirmAuth(oauthRequestObject(query), approve), query);
    if (exit.kind === 'problem') return problemView(exit.problem, query);
    window.location.assign(exit.target);
    return { kind: 'leaving' };
  }, []);

  const start = useLoader(
    async (signal): Promise<{ readonly search: string; readonly view: ConsentView }> => {
      const search = window.location.search;
      // OAUTH-4: nobody is logged in here: log in first, then come back with the same query
      if (!getUserToken()) {
        toLogin();
        return { search, view: { kind: 'checking' } };
      }
      const query = oauthQuery(search);
      try {
        const consent = await authorize(query);
        // a superseded check sends nothing
        if (continueIfGranted && consent.previously_granted && !signal.aborted) {
          return { search, view: await confirm(query, true) };
        }
        return { search, view: { kind: 'consent', consent } };
      } catch (error) {
        const problem = consentProblem(error);
        // no answer: the loader asks again once the api is back
        if (problem.kind === 'unreachable') throw error;
        if (problem.kind === 'login') {
          toLogin();
          return { search, view: { kind: 'checking' } };
        }
        return { search, view: problemView(problem, query) };
      }
    },
    [continueIfGranted, confirm, toLogin],
    { reloadWhenReachable: true },
  );

  /** where the person's choice led; until then, the check's view */
  const [decided, setDecided] = useState<ConsentView | null>(null);
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);

  /** OAUTH-3: approve (a code for the client) or deny (access_denied). */
  const decide = async (approve: boolean) => {
    const query = oauthQuery(window.location.search);
    setBusy(approve ? 'approve' : 'deny');
    try {
      setDecided(await confirm(query, approve));
    } catch (error) {
      const problem = consentProblem(error);
      if (problem.kind === 'login') toLogin();
      // unreachable: the page's notice says so; the choice can be made again
      else if (problem.kind !== 'unreachable') setDecided(problemView(problem, query));
    } finally {
      setBusy(null);
    }
  };

  const view: ConsentView = decided ?? (start.status === 'done' ? start.data.view : { kind: 'checking' });
  return { view, search: start.data?.search ?? '', busy, decide };
}
