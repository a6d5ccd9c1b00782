import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { passwordPublicKey } from '@/components/auth/password-public-key';
import { PENDING_THIRDPARTY_KEY, readPending, type PendingThirdParty } from '@/components/auth/thirdparty';
import { useFinishSession } from '@/components/auth/use-finish-session';
import { LEAVING, useFormSubmit, type Checked } from '@/components/auth/use-form-submit';
import { usePageCaptcha } from '@/components/auth/use-page-captcha';
import { useWebConfig } from '@/components/auth/use-web-config';
import { useLoader } from '@/components/hooks/use-loader';
import { CAPTCHA_SCENES } from '@/config/captcha-page';
import { SITES } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import { finishThirdPartyLogin, linkThirdPartyLogin } from '@/services/api/thirdparty';
import { loadAuthErrors } from '@/services/auth/auth-dialogs';
import type { AuthField, AuthOutcome } from '@/services/auth/auth-errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import { alertMessageOf } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import { callbackOf, loginAfterThirdParty, thirdPartyArrival, thirdPartyStep } from './thirdparty-return';

const FIELDS: readonly AuthField[] = ['password'];

/**
 * LOGIN-6, ROUTE-2: the flow of /authorized (and /tr-authorized), where the
 * provider sends the person back with a code: the api exchanges it and
 * opens a session, or, when the email has an account already, `link` sends
 * that account's password to link the two. The page the sign-in started on
 * gives back its language and query, so the redirect policy decides as it
 * would have there.
 */
export function useThirdPartyReturn(page: PageContextProps) {
  const { locale, path } = page;
  const arrival = useLoader(async () => {
    // what this browser started and what the provider answered
    const pending = readPending(window.sessionStorage.getItem(PENDING_THIRDPARTY_KEY), Date.now());
    const search = window.location.search;
    const decision = thirdPartyArrival(pending, callbackOf(search), { locale, path }, search);
    if (decision.kind === 'cancelled') window.sessionStorage.removeItem(PENDING_THIRDPARTY_KEY);
    if (decision.kind === 'relocate') window.location.replace(decision.href);
    return { pending, decision };
  }, [locale, path]);
  const pending = arrival.data?.pending ?? null;
  const decision = arrival.data?.decision ?? null;

  const lang = pending?.lang ?? page.locale;
  const destinationPage = useMemo(() => ({ ...page, locale: lang }), [page, lang]);
  const finishSession = useFinishSession(destinationPage);
  const { web, status } = useWebConfig();
  const { withCaptcha, solving } = usePageCaptcha({
    scene: CAPTCHA_SCENES.thirdPartyLogin,
    flow: 'login',
    siteRegulated: SITES[page.site].regulated,
    config: web,
  });

  // the starting page's query replaces the provider's (the code is not left in the address bar)
  const leave = useCallback(
    async (session: SessionResult, from: PendingThirdParty | null) => {
      window.history.replaceState(null, '', `${window.location.pathname}${from?.search ?? ''}`);
      window.sessionStorage.removeItem(PENDING_THIRDPARTY_KEY);
      await finishSession(session);
    },
    [finishSession],
  );
  const latestLeave = useRef(leave);
  useEffect(() => {
    latestLeave.current = leave;
  });

  const exchange = useLoader(
    async (signal) => {
      if (decision?.kind !== 'exchange') throw new Error('no provider answer to exchange');
      // the code works once: one run per arrival (a load React repeats in development applies its answer once)
      const { pending: started, callback } = decision;
      const session = await finishThirdPartyLogin({
        provider: started.provider,
        code: callback.code,
        state: callback.state,
        iss: callback.iss,
      });
      if (!signal.aborted) await latestLeave.current(session, started);
    },
    [decision],
    { enabled: decision?.kind === 'exchange' },
  );
  const step = thirdPartyStep(decision, exchange);

  const [password, setPassword] = useState('');
  const form = useFormSubmit<AuthField, AuthOutcome>({
    fields: FIELDS,
    resolve: async (error) => {
      const { loginErrorHandlers, resolveAuthError } = await loadAuthErrors();
      return resolveAuthError(error, loginErrorHandlers(lang));
    },
    preload: loadAuthErrors,
    onOutcome: (outcome) => {
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });

  const check = async (): Promise<Checked<AuthField, string>> =>
    password === ''
      ? { ok: false, errors: { password: { ns: 'auth', key: 'validation.required' } } }
      : { ok: true, value: password };

  /** Links the provider's identity to the existing account with that account's password. */
  const link = async () => {
    if (step.kind !== 'link') return;
    await form.submit(check, async (typed) => {
      const key = passwordPublicKey({ web, status });
      // ERR-8: a wrong password, at any count, is a refusal the form's handlers tell
      const session = await withCaptcha(async (captcha) =>
        linkThirdPartyLogin({ linkToken: step.linkToken, password: await encryptPassword(typed, key), captcha }),
      );
      await leave(session, pending);
      return LEAVING;
    });
  };

  return {
    step,
    provider: pending?.label ?? '',
    loginHref: loginAfterThirdParty(lang, page.path, pending?.search ?? ''),
    /** why the exchange failed, when a failure has something to say */
    alert: step.kind === 'ended' && step.reason === 'failed' ? alertMessageOf(exchange.error) : null,
    password,
    changePassword: (next: string) => {
      setPassword(next);
      form.clearError('password');
    },
    solving,
    busy: form.busy,
    linkAlert: form.alert,
    errors: form.errors,
    fieldRef: form.fieldRef,
    link,
  };
}
