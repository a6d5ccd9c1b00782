import { useTranslation } from 'next-i18next/pages';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';

import { AccountTabPanel } from '@/components/auth/account-tab-panel';
import { ActionButton } from '@/components/auth/action-button';
import { Checkbox } from '@/components/auth/checkbox';
import { EarlyPressScript } from '@/components/auth/early-press-script';
import { FormAlert } from '@/components/auth/form-alert';
import { AuthDialog } from '@/components/auth/refusal-dialog';
import type { Checked } from '@/components/auth/use-form-submit';
import { useKeptPress } from '@/components/auth/use-kept-press';
import type { AccountKind } from '@/config/auth';
import { SITES, sitePageHref } from '@/config/sites';
import type { AccountInput } from '@/services/api/auth';
import { accountErrorMessage, accountFieldsOf, readAccount, type AccountValue } from '@/services/auth/account-rules';
import type { AuthField } from '@/services/auth/auth-errors';

import { preloadLaterSteps } from './later-steps';
import { LegalNotice } from './legal-notice';
import { preloadRegistrationCalls } from './registration-calls-load';
import type { Registration } from './registration-flow';
import type { StepContext } from './step-context';
import { useRegisterSubmit } from './use-register-submit';
import { preloadResidenceRules, useResidenceCheck } from './use-residence-check';

const FIELDS: readonly AuthField[] = ['account'];

/**
 * REG-1..5, REG-8..12, DLG-1: the first step: the account (email or mobile),
 * the residence confirmations of the site, the risk check and the captcha,
 * then the api sends a code or a link.
 */
export function AccountStep({
  context,
  typed,
}: {
  readonly context: StepContext;
  /** issue 39: the account of the registration Back came from, kept in the fields */
  readonly typed?: AccountInput;
}) {
  const { page, form, onDialog } = context;
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('register');
  const residence = useResidenceCheck(page.site);
  const [account, setAccount] = useState<AccountValue>(() => accountFieldsOf(typed));
  const [euSubscription, setEuSubscription] = useState(false);
  const submitter = useRegisterSubmit(FIELDS, onDialog);
  const { errors, clearError, fieldRef, submit, busy } = submitter;
  const keptPress = useKeptPress();
  // issue 39: back from the code step, the account kept is where the person changes it
  const focusKept = useRef(typed !== undefined);
  const accountRef = fieldRef('account');
  const accountInputRef = useCallback(
    (element: HTMLElement | null) => {
      accountRef(element);
      if (!element || !focusKept.current) return;
      focusKept.current = false;
      element.focus();
    },
    [accountRef],
  );

  const kind: AccountKind = form.kinds.includes(account.kind) ? account.kind : 'email';
  const value = useMemo(() => ({ ...account, kind }), [account, kind]);

  const check = async (): Promise<Checked<AuthField, Registration['account']>> => {
    const read = await readAccount(value);
    return read.ok
      ? { ok: true, value: read.account }
      : { ok: false, errors: { account: accountErrorMessage(read.error) } };
  };

  const start = (checked: Registration['account']) => context.start(checked, { euSubscription });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(check, async (checked) => {
      const answer = await residence.check();
      if (answer === 'restricted') {
        submitter.setAlert({ ns: 'auth', key: 'errors.countryRestricted' });
        return;
      }
      // DLG-1: the dialog asks first; its confirm goes on
      if (answer === 'dialog') return;
      await start(checked);
    });
  };

  const onResidenceConfirm = () => {
    residence.confirm();
    void submit(check, start);
  };

  // what the form needs next (the later steps, the residence rules, the calls of sign-up) loads as soon as the
  // visitor starts on it: points at it, touches it, types or autofills. Not on focus: the page puts the focus in the first field itself (issue 40: code a visitor
  // who never starts is not loaded)
  const preloadOnStart = () => {
    preloadLaterSteps();
    preloadResidenceRules();
    preloadRegistrationCalls();
  };

  const exitHref =
    residence.exitSite && typeof window !== 'undefined'
      ? sitePageHref(SITES[residence.exitSite], window.location, '/register')
      : '';

  return (
    <>
      <form
        className="auth-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        onPointerEnter={preloadOnStart}
        onPointerDown={preloadOnStart}
        onKeyDown={preloadOnStart}
        onInput={preloadOnStart}
        aria-busy={busy}
        {...keptPress}
      >
        <EarlyPressScript />
        <AccountTabPanel
          idPrefix="register"
          kinds={form.kinds}
          value={value}
          onChange={(next) => {
            clearError('account');
            setAccount(next);
          }}
          error={errors.account ?? null}
          inputRef={accountInputRef}
          autoComplete="email"
        />
        {page.site === 'EU' && (
          <Checkbox name="eu_subscription" checked={euSubscription} onChange={setEuSubscription}>
            {ts('register.euSubscription')}
          </Checkbox>
        )}
        <FormAlert message={submitter.alert} />
        <ActionButton kind="primary" type="submit" block loading={busy || form.leaving === 'leaving'}>
          {form.solving ? t('captcha.checking') : t('actions.continue')}
        </ActionButton>
        <LegalNotice locale={page.locale} />
      </form>
      {residence.dialog && (
        <AuthDialog
          name={residence.dialog}
          actions={[
            { labelKey: `${residence.dialog}.leave` as const, onClick: () => window.location.assign(exitHref) },
            { labelKey: `${residence.dialog}.confirm` as const, primary: true, onClick: onResidenceConfirm },
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
