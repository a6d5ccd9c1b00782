import { useTranslation } from 'next-i18next/pages';
import { useEffect, useMemo, useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { PENDING_THIRDPARTY_KEY, readPending, type PendingThirdParty } from '@/components/auth/thirdparty';
import { useFinishSession } from '@/components/auth/use-finish-session';
import { LEAVING, useFormSubmit, type Checked } from '@/components/auth/use-form-submit';
import { usePageCaptcha } from '@/components/auth/use-page-captcha';
import { useWebConfig } from '@/components/auth/use-web-config';
import { isolated } from '@/components/i18n/bidi';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha';
import { SITES } from '@/config/sites';
import type { SessionResult } from '@/services/api/auth';
import { finishThirdPartyLogin, linkThirdPartyLogin } from '@/services/api/thirdparty';
import {
  loginErrorHandlers,
  resolveAuthError,
  wrongPasswordOutcome,
  type AuthField,
  type AuthOutcome,
} from '@/services/auth/auth-errors';
import { encryptPassword } from '@/services/auth/password-encryption';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, FormMessageError, type ErrorOutcome, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import type { PageContextProps } from '@/services/page-props';

type Step =
  | { readonly kind: 'working' }
  | { readonly kind: 'link'; readonly linkToken: string; readonly email: string }
  | { readonly kind: 'ended'; readonly reason: 'cancelled' | 'expired' | 'failed' };

const FIELDS: readonly AuthField[] = ['password'];

/** The provider's answer in the return page's query. */
function callbackOf(search: string) {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code') ?? '',
    state: query.get('state') ?? '',
    iss: query.get('iss') ?? undefined,
    error: query.get('error'),
  };
}

/**
 * LOGIN-6, ROUTE-2: /authorized (and /tr-authorized): the provider sends the
 * person back here with a code; the api exchanges it and opens a session,
 * or, when the email has an account already, asks for that account's
 * password before linking. The page the sign-in started on gives back its
 * language and query, so the redirect policy decides as it would have there.
 */
export function AuthorizedScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<PendingThirdParty | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const { web, status } = useWebConfig();
  const lang = pending?.lang ?? page.locale;
  const destinationPage = useMemo(() => ({ ...page, locale: lang }), [page, lang]);
  const finishSession = useFinishSession(destinationPage);
  const { withCaptcha, solving } = usePageCaptcha({
    scene: CAPTCHA_SCENES.thirdPartyLogin,
    flow: 'login',
    siteRegulated: SITES[page.site].regulated,
    config: web,
  });
  const handlers = useMemo(() => loginErrorHandlers(lang), [lang]);
  const form = useFormSubmit<AuthField, AuthOutcome>({
    fields: FIELDS,
    resolve: (error) => resolveAuthError(error, handlers),
    onOutcome: (outcome) => {
      if (outcome.kind === 'leave') window.location.assign(outcome.href);
    },
  });

  // the starting page's query replaces the provider's (the code is not left in the address bar)
  const leave = async (session: SessionResult, from: PendingThirdParty | null) => {
    window.history.replaceState(null, '', `${window.location.pathname}${from?.search ?? ''}`);
    window.sessionStorage.removeItem(PENDING_THIRDPARTY_KEY);
    await finishSession(session);
  };

  useEffect(() => {
    let cancelled = false;
    const found = readPending(window.sessionStorage.getItem(PENDING_THIRDPARTY_KEY), Date.now());
    setPending(found);
    const callback = callbackOf(window.location.search);
    // nothing in progress in this browser: whatever the address says, there is nothing to finish
    if (found && callback.error) {
      window.sessionStorage.removeItem(PENDING_THIRDPARTY_KEY);
      setStep({ kind: 'ended', reason: 'cancelled' });
      return;
    }
    // the provider comes back to the return page without a language: it is shown in the starting page's
    if (found && found.lang !== page.locale) {
      window.location.replace(`/${found.lang}${page.path}${window.location.search}`);
      return;
    }
    if (!found || !callback.code || !callback.state) {
      setStep({ kind: 'ended', reason: 'expired' });
      return;
    }
    void (async () => {
      try {
        const session = await finishThirdPartyLogin({ provider: found.provider, ...callback });
        if (!cancelled) await leave(session, found);
      } catch (error) {
        if (cancelled) return;
        if (isRequestError(error) && error.code === RET_CODES.thirdPartyLinkRequired) {
          const result = (error.result ?? {}) as { link_token?: string; email?: string };
          setStep({ kind: 'link', linkToken: result.link_token ?? '', email: result.email ?? '' });
          return;
        }
        if (isRequestError(error) && error.code === RET_CODES.thirdPartyFlowExpired) {
          setStep({ kind: 'ended', reason: 'expired' });
          return;
        }
        setStep({ kind: 'ended', reason: 'failed' });
        const outcome = resolveError<ErrorOutcome>(error, {});
        if (outcome.kind === 'alert') setAlert(outcome.message);
      }
    })();
    return () => {
      cancelled = true;
    };
    // once, on arrival: the code works once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = async (): Promise<Checked<AuthField, string>> =>
    password === ''
      ? { ok: false, errors: { password: { ns: 'auth', key: 'validation.required' } } }
      : { ok: true, value: password };

  const onLink = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'link') return;
    void form.submit(check, async (typed) => {
      const key = web[AUTH_CONFIG_KEYS.rsaPublicKey];
      if (!key) {
        throw new FormMessageError({
          ns: 'auth',
          key: status === 'failed' ? 'errors.configMissing' : 'errors.notReady',
        });
      }
      const answer = await withCaptcha(async (captcha) =>
        linkThirdPartyLogin({ linkToken: step.linkToken, password: await encryptPassword(typed, key), captcha }),
      );
      if (answer.kind === 'wrong-password') {
        form.show(wrongPasswordOutcome(answer.count));
        return;
      }
      await leave(answer.session, pending);
      return LEAVING;
    });
  };

  const provider = pending?.label ?? '';
  const loginHref = `/${lang}${page.path === '/tr-authorized' ? '/tr-login' : '/login'}${pending?.search ?? ''}`;
  let body;
  if (step.kind === 'working') {
    body = (
      <p className="auth-status" role="status">
        {t('thirdParty.working', { provider })}
      </p>
    );
  } else if (step.kind === 'link') {
    body = (
      <form className="auth-form" method="post" noValidate onSubmit={onLink} aria-busy={form.busy}>
        <h2 className="auth-step-title">{t('thirdParty.linkTitle')}</h2>
        <p className="auth-step-lead">
          {t('thirdParty.linkText', { email: isolated(step.email), provider: isolated(provider) })}
        </p>
        <PasswordField
          id="thirdparty-password"
          mode="current"
          value={password}
          onChange={(v) => {
            setPassword(v);
            form.clearError('password');
          }}
          error={form.errors.password ?? null}
          inputRef={form.fieldRef('password')}
        />
        <FormAlert message={form.alert} />
        <ActionButton kind="primary" type="submit" block loading={form.busy}>
          {solving ? t('captcha.checking') : t('thirdParty.link')}
        </ActionButton>
        <p className="auth-switch">
          <a href={loginHref}>{t('thirdParty.backToLogin')}</a>
        </p>
      </form>
    );
  } else {
    body = (
      <>
        <p className="auth-notice" role="status">
          {t(`thirdParty.${step.reason}`, { provider })}
        </p>
        <FormAlert message={alert} />
        <a className="auth-button auth-button-primary auth-button-block" href={loginHref}>
          {t('thirdParty.backToLogin')}
        </a>
      </>
    );
  }
  return <div className="auth-card">{body}</div>;
}
