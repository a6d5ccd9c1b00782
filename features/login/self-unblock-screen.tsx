import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { useFormSubmit, type Checked } from '@/components/auth/use-form-submit';
import { isolated } from '@/components/i18n/bidi';
import {
  checkSelfUnbind,
  selfUnblock,
  selfUnbindToken,
  sendUnblockCode,
  type SelfUnbindState,
} from '@/services/api/self-unblock';
import { normalizeCode } from '@/services/auth/account-rules';
import { RET_CODES } from '@/services/errors/ret-codes';
import { resolveError, type ErrorOutcome } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import type { PageContextProps } from '@/services/page-props';

import { utcTime } from './login-flow';

type Step =
  | { readonly kind: 'checking' }
  | { readonly kind: 'none' }
  | { readonly kind: 'not-banned' }
  | { readonly kind: 'waiting'; readonly state: SelfUnbindState }
  | { readonly kind: 'ready'; readonly token: string; readonly state: SelfUnbindState }
  | { readonly kind: 'done' };

type Field = 'code';
type Outcome = ErrorOutcome | { readonly kind: 'step'; readonly step: Step };

/** SEC-3 refusals this page turns into a step of its own. */
function stepOf(code: number, state: SelfUnbindState | null): Step | null {
  if (code === RET_CODES.unblockNoRequest) return { kind: 'none' };
  if (code === RET_CODES.unblockTooEarly && state) return { kind: 'waiting', state };
  return null;
}

/**
 * SEC-3, LOGIN-12, ROUTE-4: /self-unblock?fromScene=login. A login refused
 * for a self-help ban leaves a self-unbind token; with it the page tells
 * the ban and when it may be lifted, and, 24 hours after it began, sends a
 * code to the account's email or phone and lifts the ban with it.
 */
export function SelfUnblockScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('unblock');
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const state = step.kind === 'ready' || step.kind === 'waiting' ? step.state : null;
  const form = useFormSubmit<Field, Outcome>({
    fields: ['code'],
    resolve: (error) => {
      const own = isRequestError(error) ? stepOf(error.code, state) : null;
      if (own) return { kind: 'step', step: own };
      return resolveError<Outcome>(error, {
        [RET_CODES.codeIncorrect]: (e) => {
          const left = (e.result as { attempts_left?: number } | null)?.attempts_left;
          return {
            kind: 'field',
            field: 'code',
            message:
              left === undefined
                ? { ns: 'unblock', key: 'codeWrong' }
                : { ns: 'unblock', key: 'codeWrongLeft', values: { count: left } },
          };
        },
      });
    },
    onOutcome: (outcome) => {
      if (outcome.kind === 'step') setStep(outcome.step);
    },
  });

  useEffect(() => {
    const token = selfUnbindToken();
    if (!token) {
      setStep({ kind: 'none' });
      return;
    }
    checkSelfUnbind(token).then(
      (found) => {
        if (!found.is_self_help_baned) setStep({ kind: 'not-banned' });
        else if (!found.can_unblock) setStep({ kind: 'waiting', state: found });
        else setStep({ kind: 'ready', token, state: found });
      },
      // an unknown, used or expired token, or no answer: the way on is to log in again
      () => setStep({ kind: 'none' }),
    );
  }, []);

  const send = async (token: string) => {
    setSending(true);
    form.clearError('code');
    try {
      await form.submit(
        async () => ({ ok: true, value: token }),
        async (value) => {
          await sendUnblockCode(value);
          setSentAt(Date.now());
        },
      );
    } finally {
      setSending(false);
    }
  };

  const check = async (): Promise<Checked<Field, string>> => {
    const typed = normalizeCode(code);
    return /^\d{6}$/.test(typed)
      ? { ok: true, value: typed }
      : {
          ok: false,
          errors: { code: { ns: 'auth', key: typed ? 'validation.incompleteCode' : 'validation.required' } },
        };
  };

  const onUnblock = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'ready') return;
    void form.submit(check, async (typed) => {
      await selfUnblock(step.token, typed);
      setStep({ kind: 'done' });
    });
  };

  const loginHref = `/${page.locale}/login`;
  const logIn = (primary: boolean) => (
    <a className={`auth-button auth-button-${primary ? 'primary' : 'default'} auth-button-block`} href={loginHref}>
      {t('logIn')}
    </a>
  );
  const time = (seconds: number) => isolated(utcTime(new Date(seconds * 1000), page.locale));

  let body;
  if (step.kind === 'checking') {
    body = (
      <p className="auth-status" role="status">
        {t('checking')}
      </p>
    );
  } else if (step.kind === 'none' || step.kind === 'not-banned' || step.kind === 'done') {
    body = (
      <>
        <p className={step.kind === 'done' ? 'auth-status' : 'auth-notice'} role="status">
          {t(step.kind === 'none' ? 'noRequest' : step.kind === 'done' ? 'done' : 'notBanned')}
        </p>
        {logIn(true)}
      </>
    );
  } else if (step.kind === 'waiting') {
    body = (
      <>
        <p className="auth-notice" role="status">
          {t('waiting', { time: time(step.state.unblock_time) })}
        </p>
        {logIn(false)}
      </>
    );
  } else {
    body = (
      <form className="auth-form" method="post" noValidate onSubmit={onUnblock} aria-busy={form.busy}>
        <p>{t('ready', { time: time(step.state.baned_time) })}</p>
        {sentAt === null ? (
          <>
            <p>{t('sendTo', { to: isolated(step.state.send_to) })}</p>
            <FormAlert message={form.alert} />
            <ActionButton kind="primary" block loading={sending} onClick={() => void send(step.token)}>
              {t('sendCode')}
            </ActionButton>
          </>
        ) : (
          <>
            <p>{t('sentTo', { to: isolated(step.state.send_to) })}</p>
            <CodeField
              id="unblock-code"
              value={code}
              onChange={(v) => {
                setCode(v);
                form.clearError('code');
              }}
              error={form.errors.code ?? null}
              inputRef={form.fieldRef('code')}
              sentAt={sentAt}
              onResend={() => void send(step.token)}
              resending={sending}
            />
            <FormAlert message={form.alert} />
            <ActionButton kind="primary" type="submit" block loading={form.busy && !sending}>
              {t('unblock')}
            </ActionButton>
          </>
        )}
      </form>
    );
  }
  return <div className="auth-card">{body}</div>;
}
