import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { AuthDialog, RefusalDialog } from '@/components/auth/refusal-dialog';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useFixedT } from '@/components/i18n/use-fixed-t';
import { AUTH_CONFIG_KEYS, LINK_POLL_MS, type AccountKind, type AuthStep } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha';
import { isValidPassword } from '@/config/password-rules';
import { SITES, sitePageHref } from '@/config/sites';
import {
  fetchRecallInfo,
  oldRegister,
  oldSendVerification,
  registerInfo,
  registerPassword,
  resendVerification,
  riskIntercept,
  verifyCode,
  verifyResult,
  type AccountInput,
  type SessionResult,
} from '@/services/api/auth';
import {
  accountLabel,
  isCompleteCode,
  readAccount,
  type AccountFieldError,
  type AccountValue,
} from '@/services/auth/account-rules';
import { authFeedback } from '@/services/auth/auth-feedback';
import { encryptPassword } from '@/services/auth/password-encryption';
import type { PageContextProps } from '@/services/page-props';

import { BonusBanner } from './bonus-banner';
import {
  isOldVariant,
  recallDecision,
  registerTypeOf,
  registerVariantOf,
  registrationChannelFields,
  registrationExt,
  stepAfterStart,
} from './registration-flow';
import { residenceExitSite } from './residence';
import { useResidenceCheck } from './use-residence-check';

interface Props {
  readonly page: PageContextProps;
}

const EMPTY_ACCOUNT: AccountValue = { kind: 'email', email: '', country: 'GB', mobile: '' };

interface Registration {
  readonly uuid: string;
  readonly account: AccountInput;
  readonly sentAt: number;
}

/**
 * REG-1..12, LOGIN-1: sign-up in steps: inputAccount → verfiyCode or
 * verfiyLink → inputpassword (the old code variant takes code and password
 * together), with the captcha before every call that sends or creates.
 */
export function RegisterScreen({ page }: Props) {
  const t = useFixedT('auth');
  const ts = useFixedT('signup');
  const turkish = page.path === '/tr-register';
  const form = useAuthForm(page, 'register', { scene: CAPTCHA_SCENES.register, flow: 'signup' });
  const { web, oauth, leaving, finishSession, kinds, regulated, withCaptcha, solving } = form;
  const { message, setMessage, dialog, setDialog, show, publicKey } = form;
  const variant = registerVariantOf(web[AUTH_CONFIG_KEYS.registerVariant]);
  const residence = useResidenceCheck(page.site);

  const [step, setStep] = useState<AuthStep>('inputAccount');
  const [account, setAccount] = useState<AccountValue>(EMPTY_ACCOUNT);
  const [euSubscription, setEuSubscription] = useState(false);
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [accountError, setAccountError] = useState<AccountFieldError | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [recallName, setRecallName] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const kind: AccountKind = kinds.includes(account.kind) ? account.kind : 'email';
  const value = useMemo(() => ({ ...account, kind }), [account, kind]);
  const old = isOldVariant(variant);

  // focus follows the step, so keyboard and screen-reader users land on it
  useEffect(() => {
    if (step !== 'inputAccount') stepHeading.current?.focus();
  }, [step]);

  // REG-7: a recall link (?uuid=) resumes a registration
  useEffect(() => {
    const uuid = new URLSearchParams(window.location.search).get('uuid');
    if (!uuid) return;
    fetchRecallInfo(uuid).then(
      (info) => {
        const decision = recallDecision(uuid, info, page.locale);
        if (decision.kind === 'login') window.location.replace(decision.href);
        if (decision.kind === 'password') {
          setRecallName(decision.loginName);
          setRegistration({ uuid, account: { kind: 'email', email: decision.loginName }, sentAt: 0 });
          setStep('inputpassword');
        }
      },
      () => undefined,
    );
  }, [page.locale]);

  // REG-2: the link step moves on by itself once the link was opened
  useEffect(() => {
    if (step !== 'verfiyLink' || !registration) return;
    const timer = setInterval(() => {
      verifyResult(registration.uuid).then(
        (verified) => verified && setStep('inputpassword'),
        () => undefined,
      );
    }, LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [step, registration]);

  const onSession = useCallback((session: SessionResult) => finishSession(session), [finishSession]);

  const startRegistration = async (checkedAccount: AccountInput) => {
    setBusy(true);
    try {
      if (await riskIntercept({ scene: 'register' })) {
        setMessage({ kind: 'message', key: 'errors.ipLimit' });
        return;
      }
      const start = await withCaptcha((captcha) => {
        const request = {
          account: checkedAccount,
          registerType: registerTypeOf(checkedAccount.kind, turkish),
          captcha,
          siteId: page.site,
          lang: page.locale,
          channel: registrationChannelFields(window.location.href),
          ext: registrationExt({ site: page.site, euSubscription, manualInput: true }),
        };
        return old ? oldSendVerification(request) : registerInfo(request);
      });
      setRegistration({ uuid: start.uuid, account: checkedAccount, sentAt: Date.now() });
      setCode('');
      setStep(stepAfterStart(start.step));
    } catch (error) {
      show(authFeedback(error, 'register'));
    } finally {
      setBusy(false);
    }
  };

  const onAccountSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const read = await readAccount(value);
    setAccountError(read.ok ? null : read.error);
    if (!read.ok) return;
    const residenceAnswer = await residence.check();
    if (residenceAnswer === 'restricted') {
      setMessage({ kind: 'message', key: 'errors.countryRestricted' });
      return;
    }
    if (residenceAnswer === 'dialog') return;
    await startRegistration(read.account);
  };

  const onResidenceConfirm = async () => {
    residence.confirm();
    const read = await readAccount(value);
    if (read.ok) await startRegistration(read.account);
  };

  const onResend = async () => {
    if (!registration || resending) return;
    setMessage(null);
    setResending(true);
    try {
      await withCaptcha((captcha) => resendVerification(registration.uuid, captcha));
      setRegistration({ ...registration, sentAt: Date.now() });
    } catch (error) {
      show(authFeedback(error, 'register'));
    } finally {
      setResending(false);
    }
  };

  const checkNewPassword = (): boolean => {
    if (!isValidPassword(password)) {
      setPasswordError(password ? t('validation.passwordRules') : t('validation.required'));
      return false;
    }
    setPasswordError(null);
    return true;
  };

  const onCodeSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !registration) return;
    setMessage(null);
    const codeOk = isCompleteCode(code);
    setCodeError(codeOk ? null : t('validation.incompleteCode'));
    if (old) {
      if (!checkNewPassword() || !codeOk) return;
      const key = publicKey();
      if (!key) return;
      setBusy(true);
      try {
        const session = await withCaptcha(async (captcha) =>
          oldRegister({
            account: registration.account,
            uuid: registration.uuid,
            code,
            password: await encryptPassword(password, key),
            captcha,
          }),
        );
        await onSession(session);
      } catch (error) {
        show(authFeedback(error, 'register'));
        setBusy(false);
      }
      return;
    }
    if (!codeOk) return;
    setBusy(true);
    try {
      if (await verifyCode(registration.uuid, code)) setStep('inputpassword');
    } catch (error) {
      show(authFeedback(error, 'register'));
    } finally {
      setBusy(false);
    }
  };

  const onPasswordSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !registration) return;
    setMessage(null);
    if (!checkNewPassword()) return;
    const key = publicKey();
    if (!key) return;
    setBusy(true);
    try {
      const session = await withCaptcha(async (captcha) => {
        const encrypted = await encryptPassword(password, key);
        return old
          ? oldRegister({
              account: registration.account,
              uuid: registration.uuid,
              code: '',
              password: encrypted,
              captcha,
            })
          : registerPassword({
              uuid: registration.uuid,
              password: encrypted,
              captcha,
              regulatedSiteId: regulated ? page.site : null,
            });
      });
      await onSession(session);
    } catch (error) {
      show(authFeedback(error, 'register'));
      setBusy(false);
    }
  };

  const backToAccount = () => {
    setStep('inputAccount');
    setMessage(null);
    setCodeError(null);
  };

  const label = registration ? (recallName ?? accountLabel(registration.account)) : '';
  const submitText = solving ? t('captcha.checking') : null;
  const passwordField = (
    <PasswordField
      id="register-password"
      mode="new"
      value={password}
      onChange={(v) => {
        setPassword(v);
        if (passwordError && isValidPassword(v)) setPasswordError(null);
      }}
      error={passwordError}
      disabled={busy}
    />
  );
  // password managers save the new account under its name: a username field rides along
  const usernameForManagers = registration ? (
    <input type="text" name="username" autoComplete="username" value={label} readOnly hidden />
  ) : null;

  let body;
  if (step === 'inputAccount') {
    body = (
      <form className="auth-form" noValidate onSubmit={onAccountSubmit} aria-busy={busy}>
        <AccountTabPanel
          idPrefix="register"
          kinds={kinds}
          value={value}
          onChange={(next) => {
            if (next.kind !== value.kind) setAccountError(null);
            setAccount(next);
          }}
          error={accountError ? t(`validation.${accountError}`) : null}
          disabled={busy}
          autoComplete="email"
        />
        {page.site === 'EU' && (
          <label className="auth-checkbox">
            <input
              type="checkbox"
              name="eu_subscription"
              checked={euSubscription}
              onChange={(e) => setEuSubscription(e.target.checked)}
            />
            <span>{ts('register.euSubscription')}</span>
          </label>
        )}
        <FormAlert message={message} />
        <ActionButton kind="primary" type="submit" block loading={busy || leaving === 'leaving'}>
          {submitText ?? t('actions.continue')}
        </ActionButton>
        <p className="auth-terms">{ts('register.terms')}</p>
      </form>
    );
  } else if (step === 'verfiyCode') {
    body = (
      <form className="auth-form" noValidate onSubmit={onCodeSubmit} aria-busy={busy}>
        <h2 ref={stepHeading} tabIndex={-1} className="auth-step-title">
          {ts('register.codeTitle')}
        </h2>
        <p className="auth-step-lead">{ts('register.codeSent', { account: label })}</p>
        {old && usernameForManagers}
        <CodeField
          id="register-code"
          value={code}
          onChange={(v) => {
            setCode(v);
            if (codeError && isCompleteCode(v)) setCodeError(null);
          }}
          error={codeError}
          sentAt={registration?.sentAt ?? null}
          onResend={onResend}
          resending={resending}
          disabled={busy}
        />
        {old && passwordField}
        <FormAlert message={message} />
        <ActionButton kind="primary" type="submit" block loading={busy}>
          {submitText ?? (old ? t('actions.createAccount') : t('actions.verify'))}
        </ActionButton>
        <ActionButton kind="link" onClick={backToAccount} disabled={busy}>
          {t('actions.changeAccount')}
        </ActionButton>
      </form>
    );
  } else if (step === 'verfiyLink') {
    body = (
      <div className="auth-form">
        <h2 ref={stepHeading} tabIndex={-1} className="auth-step-title">
          {ts('register.linkTitle')}
        </h2>
        <p className="auth-step-lead">{ts('register.linkSent', { account: label })}</p>
        <p className="auth-status" role="status">
          {ts('register.linkWaiting')}
        </p>
        <FormAlert message={message} />
        <ActionButton block onClick={onResend} loading={resending}>
          {t('actions.resendLink')}
        </ActionButton>
        <ActionButton kind="link" onClick={backToAccount}>
          {t('actions.changeAccount')}
        </ActionButton>
      </div>
    );
  } else {
    body = (
      <form className="auth-form" noValidate onSubmit={onPasswordSubmit} aria-busy={busy}>
        <h2 ref={stepHeading} tabIndex={-1} className="auth-step-title">
          {ts('register.passwordTitle')}
        </h2>
        <p className="auth-step-lead">{ts('register.passwordLead', { account: label })}</p>
        {usernameForManagers}
        {passwordField}
        <FormAlert message={message} />
        <ActionButton kind="primary" type="submit" block loading={busy}>
          {submitText ?? t('actions.createAccount')}
        </ActionButton>
      </form>
    );
  }

  const exitHref = (() => {
    if (!residence.dialog || typeof window === 'undefined') return '';
    return sitePageHref(SITES[residenceExitSite(residence.dialog)], window.location, '/register');
  })();

  return (
    <>
      <div className="auth-card">
        {leaving === 'leaving' && (
          <p className="auth-status" role="status">
            {t('login.signedInLeaving')}
          </p>
        )}
        {step === 'inputAccount' && <BonusBanner site={page.site} locale={page.locale} />}
        {body}
        <p className="auth-switch">
          {ts('register.haveAccount')}{' '}
          <a href={`/${page.locale}${oauth ? '/oauth-login' : turkish ? '/tr-login' : '/login'}`}>
            {ts('register.logIn')}
          </a>
        </p>
      </div>
      {dialog && <RefusalDialog dialog={dialog} path={page.path} onClose={() => setDialog(null)} />}
      {residence.dialog && (
        <AuthDialog
          name={residence.dialog}
          actions={[
            {
              labelKey: `${residence.dialog}.leave`,
              onClick: () => window.location.assign(exitHref),
            },
            {
              labelKey: `${residence.dialog}.confirm`,
              primary: true,
              onClick: () => void onResidenceConfirm(),
            },
          ]}
          onClose={() => {
            // DLG-1: closing the Georgia dialog goes to the global register page, like cancel
            if (residence.dialog === 'ResidenceConfirm') window.location.assign(exitHref);
            residence.dismiss();
          }}
        />
      )}
    </>
  );
}
