import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';

import type { EmbeddedForm } from '@/components/auth/embedded-form';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { LEAVING } from '@/components/auth/use-form-submit';
import { useStepHistory } from '@/components/hooks/use-step-history';
import { AUTH_CONFIG_KEYS } from '@/config/auth';
import { CAPTCHA_SCENES } from '@/config/captcha-page';
import type { AccountInput, SessionResult } from '@/services/api/auth';
import type { FeedbackDialog } from '@/services/auth/auth-dialogs';
import { FormMessageError } from '@/services/errors/screen-errors';
import type { PageContextProps } from '@/services/page-props';

import { preloadRegistrationCalls, registrationCalls } from './registration-calls-load';
import {
  FIRST_REGISTRATION_STEP,
  isOldVariant,
  keptRegistration,
  registerVariantOf,
  registrationReducer,
  registrationStepName,
  REGISTRATION_START,
  type Registration,
  type RegistrationState,
} from './registration-flow';
import type { StepContext } from './step-context';
import { useRegistrationRecall } from './use-registration-recall';

/**
 * REG-1..12, LOGIN-1: the sign-up flow. It holds where the sign-up is (the
 * registration reducer), the variant's way of talking to the api (its
 * strategy), the recall link (REG-7) and the dialog a refusal raised, and
 * makes every call of the steps: the risk check and the start through the
 * captcha, the code, another code or link, and the account's creation with
 * the encrypted password, which opens the session (or hands it to the mini
 * app). The steps check their fields and tell refusals (useRegisterSubmit);
 * they call these actions and never the api. The calls' code loads when the
 * person starts on the form (preloadRegistrationCalls) or with the action,
 * which waits for it (issue 40).
 */
export function useRegistration(page: PageContextProps, embedded?: EmbeddedForm) {
  const form = useAuthForm(page, 'register', { scene: CAPTCHA_SCENES.register, flow: 'signup' });
  const variant = registerVariantOf(form.web[AUTH_CONFIG_KEYS.registerVariant]);
  const [state, dispatch] = useReducer(registrationReducer, REGISTRATION_START);
  const [dialog, setDialog] = useState<FeedbackDialog | null>(null);
  const recall = useRegistrationRecall(page.locale, dispatch);
  const { finishSession, withCaptcha, publicKey, regulated } = form;
  const turkish = page.path === '/tr-register';
  const codeStepCreatesAccount = isOldVariant(variant);
  // the variant comes with the web config, which may arrive after the history's controller has loaded
  const createsAccountRef = useRef(codeStepCreatesAccount);
  createsAccountRef.current = codeStepCreatesAccount;

  // issue 39: a history entry per step; Back, Forward and a reload keep the sign-up (never its password)
  const history = useStepHistory<RegistrationState>({
    storageKey: `x-flow:sign-up:${page.path}`,
    state,
    start: REGISTRATION_START,
    stepOf: registrationStepName,
    firstStep: FIRST_REGISTRATION_STEP,
    keep: keptRegistration,
    // the check of what was kept loads with the history's controller, not with the first screen
    loadRestore: useCallback(
      () =>
        import('./registration-restore').then(
          ({ restoreRegistration }) =>
            (step: string, kept: unknown) =>
              restoreRegistration(step, kept, { codeStepCreatesAccount: createsAccountRef.current }),
        ),
      [],
    ),
    onMove: useCallback((next: RegistrationState) => dispatch({ type: 'restored', state: next }), []),
  });
  const historyBack = history.back;

  // a step after the account one brought back (a reload, a recall link) sends without the account step's start:
  // the calls' code loads as it shows
  const laterStep = state.step !== 'inputAccount' && state.step !== 'created';
  useEffect(() => {
    if (laterStep) preloadRegistrationCalls();
  }, [laterStep]);

  const onSession = useCallback(
    (session: SessionResult) => (embedded ? embedded.onSession(session) : finishSession(session)),
    [finishSession, embedded],
  );

  /** REG-8: the risk check, then the account through the captcha; the api sends a code or a link. */
  const start = useCallback(
    async (account: AccountInput, { euSubscription }: { readonly euSubscription: boolean }) => {
      const calls = await registrationCalls();
      if (await calls.riskIntercept({ scene: 'register' })) {
        throw new FormMessageError({ ns: 'auth', key: 'errors.ipLimit' });
      }
      const answer = await withCaptcha((captcha) =>
        calls.registrationStrategy(variant).start({
          account,
          registerType: calls.registerTypeOf(account.kind, turkish),
          captcha,
          siteId: page.site,
          lang: page.locale,
          channel: calls.registrationChannelFields(window.location.href),
          ext: calls.registrationExt({ site: page.site, euSubscription, manualInput: true }),
        }),
      );
      dispatch({
        type: 'started',
        step: answer.step,
        registration: { uuid: answer.uuid, account, sentAt: Date.now() },
      });
    },
    [withCaptcha, variant, turkish, page.site, page.locale],
  );

  /** REG-6: the code; false when the api answered "not verified" without a refusal. */
  const checkCode = useCallback(async (registration: Registration, code: string): Promise<boolean> => {
    const verified = await (await registrationCalls()).verifyCode(registration.uuid, code);
    if (verified) dispatch({ type: 'verified' });
    return verified;
  }, []);

  /** REG-4: another code or link, through the captcha. */
  const resend = useCallback(
    async (registration: Registration) => {
      const calls = await registrationCalls();
      await withCaptcha((captcha) => calls.resendVerification(registration.uuid, captcha));
      dispatch({ type: 'resent', sentAt: Date.now() });
    },
    [withCaptcha],
  );

  /** REG-5: the account created with the encrypted password (and the code, in the old variants); the session opens. */
  const finish = useCallback(
    async (
      registration: Registration,
      typed: { readonly code: string; readonly password: string },
    ): Promise<typeof LEAVING> => {
      const key = publicKey();
      const calls = await registrationCalls();
      const session = await withCaptcha(async (captcha) =>
        calls.registrationStrategy(variant).finish({
          registration,
          code: typed.code,
          password: await calls.encryptPassword(typed.password, key),
          captcha,
          regulatedSiteId: regulated ? page.site : null,
        }),
      );
      await onSession(session);
      // REG-5: the account exists: the welcome shows while the next page loads, and nothing is kept to resume
      dispatch({ type: 'created' });
      return LEAVING;
    },
    [publicKey, withCaptcha, variant, regulated, page.site, onSession],
  );

  const steps = useMemo<StepContext>(
    () => ({
      page,
      form,
      codeStepCreatesAccount,
      onDialog: setDialog,
      start,
      checkCode,
      resend,
      finish,
      linkOpened: () => dispatch({ type: 'verified' }),
      back: historyBack,
    }),
    [page, form, codeStepCreatesAccount, start, checkCode, resend, finish, historyBack],
  );

  return {
    state,
    /** issue 39: what the step indicator counts (REG-2) */
    variant: { link: variant.endsWith('Link'), codeStepCreatesAccount },
    /** the signed-in check of the page (a visitor with a session is sent on) */
    leaving: form.leaving,
    /** REG-7: the name a recall link resumed, and why a recall could not be resumed here */
    recallName: recall.name,
    recallAlert: recall.alert,
    dialog,
    closeDialog: () => setDialog(null),
    /** what every step gets */
    steps,
  };
}
