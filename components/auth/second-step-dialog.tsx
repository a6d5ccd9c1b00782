import { Button, Checkbox, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { useCountdown } from '@/components/hooks/use-countdown';
import { AntdScope } from '@/components/layout/antd-scope';
import { EXTERNAL_PATHS } from '@/config/routes';
import { RESEND_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '@/config/x-api';
import type { SecondFactor } from '@/contract/security/second-step';
import { sendSecondStepCode, verifySecondStep } from '@/services/api/second-step';
import { codeDigits, isCompleteCode } from '@/services/auth/account-rules';
import { addressFor, otherMethods, secondStepDetailsOf, sendsCode } from '@/services/auth/second-step';
import { wrongCodeOutcome } from '@/services/auth/wrong-code';
import { RET_CODES } from '@/services/errors/ret-codes';
import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import type { PendingSecondStep } from '@/stores/second-step-store';

/** Refusals the step tells and stays open for: another code may still be right. */
const RETRYABLE: readonly number[] = [RET_CODES.codeIncorrect, RET_CODES.tooFrequent];

/** The code as typed or pasted: digits only, at most six ("123 456" and "123-456" paste whole). */

/**
 * Issue 26: the second step of a login. The code of the account's
 * authenticator app, or one sent by email or SMS; a switch between the
 * methods the account has, resend timers, six digits pasted at once,
 * "trust this device for 30 days", and the way to recover a lost factor.
 * Answers the waiting login with the session, or with the refusal that ends
 * it (cancelled, expired, locked), which the login's form then tells.
 */
export default function SecondStepDialog({ pending }: { readonly pending: PendingSecondStep }) {
  const { t, i18n, ready } = useTranslation(['security', 'errors']);
  const messageText = useMessageText();
  const details = useMemo(() => secondStepDetailsOf(pending.refusal.result), [pending]);
  const [method, setMethod] = useState<SecondFactor>(details?.methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  // when each method's last code went out, for its resend timer
  const [sentAt, setSentAt] = useState<Partial<Record<SecondFactor, number>>>(() =>
    details?.sent ? { [details.sent]: Date.now() - (RESEND_COOLDOWN_SECONDS - details.resend_in) * 1000 } : {},
  );
  const input = useRef<HTMLInputElement | null>(null);
  const left = useCountdown(sentAt[method] ?? null);

  const { answer, refusal } = pending;
  // a challenge the page cannot read is the login's refusal as it came
  useEffect(() => {
    if (!details) answer(refusal);
  }, [details, answer, refusal]);

  const send = useCallback(
    async (to: 'email' | 'sms') => {
      if (!details) return;
      setError(null);
      try {
        await sendSecondStepCode({ challenge: details.challenge, method: to });
        setSentAt((s) => ({ ...s, [to]: Date.now() }));
      } catch (e) {
        if (!isRequestError(e)) throw e;
        if (!RETRYABLE.includes(e.code)) answer({ ret_code: e.code, ret_msg: e.message, result: e.result ?? {} });
        else setError(catalogueMessage(e));
      }
    },
    [details, answer],
  );

  const verify = useCallback(
    async (typed: string) => {
      if (!details || busy) return;
      if (!isCompleteCode(typed)) {
        setError({ ns: 'security', key: 'secondStep.codeLength' });
        input.current?.focus();
        return;
      }
      setBusy(true);
      setError(null);
      try {
        answer(await verifySecondStep({ challenge: details.challenge, method, code: typed, trust_device: trust }));
      } catch (e) {
        setBusy(false);
        if (!isRequestError(e)) throw e;
        if (e.code === RET_CODES.codeIncorrect) {
          setError(wrongCodeOutcome(e, i18n?.language ?? 'en').message);
          setCode('');
          input.current?.focus();
        } else if (e.reaction.kind === 'unreachable') {
          setError(catalogueMessage(e));
        } else {
          // expired, locked, or the account may not log in: the login's form tells it
          answer({ ret_code: e.code, ret_msg: e.message, result: e.result ?? {} });
        }
      }
    },
    [details, busy, method, trust, answer, i18n],
  );

  if (!details || !ready) return null;
  const address = addressFor(details, method);
  const lead =
    details.reason === 'newDevice'
      ? t('secondStep.leadNewDevice', { address })
      : method === 'totp'
        ? t('secondStep.leadTotp')
        : t(method === 'email' ? 'secondStep.leadEmail' : 'secondStep.leadSms', { address });
  const switchTo = (next: SecondFactor) => {
    setMethod(next);
    setCode('');
    setError(null);
    // a code by email or SMS goes out when the person picks it, unless one just did
    if (sendsCode(next) && !sentAt[next]) void send(next);
    input.current?.focus();
  };
  const lang = i18n?.language ?? 'en';
  const errorId = 'second-step-error';
  return (
    <AntdScope>
      <Modal
        open
        title={t(details.reason === 'newDevice' ? 'secondStep.titleNewDevice' : 'secondStep.title')}
        width={440}
        centered
        maskClosable={false}
        onCancel={() => answer(refusal)}
        closable={{ 'aria-label': t('secondStep.cancel') }}
        footer={[
          <Button key="cancel" onClick={() => answer(refusal)}>
            {t('secondStep.cancel')}
          </Button>,
          <Button key="verify" type="primary" loading={busy} onClick={() => void verify(code)}>
            {busy ? t('secondStep.verifying') : t('secondStep.verify')}
          </Button>,
        ]}
      >
        <form
          className="second-step"
          data-testid="second-step"
          onSubmit={(e) => {
            e.preventDefault();
            void verify(code);
          }}
        >
          <p className="second-step-lead">{lead}</p>
          <div className="auth-field">
            <label htmlFor="second-step-code">{t('secondStep.code')}</label>
            <div className="auth-code-row">
              <input
                id="second-step-code"
                ref={input}
                autoFocus
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={VERIFY_CODE_LENGTH + 6}
                dir="ltr"
                className={error ? 'auth-input auth-input-error' : 'auth-input'}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                value={code}
                onChange={(e) => {
                  const digits = codeDigits(e.target.value);
                  setCode(digits);
                  if (error) setError(null);
                  // six digits typed or pasted at once: verified without another press
                  if (digits.length === VERIFY_CODE_LENGTH && code.length < VERIFY_CODE_LENGTH) void verify(digits);
                }}
              />
              {sendsCode(method) && (
                <Button onClick={() => void send(method)} disabled={left > 0}>
                  <span aria-live="polite">
                    {left > 0 ? t('secondStep.resendIn', { seconds: left }) : t('secondStep.resend')}
                  </span>
                </Button>
              )}
            </div>
            <p id={errorId} className="auth-field-error" role={error ? 'alert' : undefined}>
              {error ? messageText(error) : ''}
              {error?.code !== undefined && <ErrorCodeLine code={error.code} />}
            </p>
          </div>
          <Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)}>
            {t('secondStep.trust')}
          </Checkbox>
          {otherMethods(details.methods, method).length > 0 && (
            <ul className="second-step-methods">
              {otherMethods(details.methods, method).map((m) => (
                <li key={m}>
                  <button type="button" className="link-button" onClick={() => switchTo(m)}>
                    {t(`secondStep.use.${m}`)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {details.reason === 'twoStep' && (
            <a className="second-step-lost" href={`/${lang}${EXTERNAL_PATHS.securityItemFind}`}>
              {t('secondStep.lost')}
            </a>
          )}
        </form>
      </Modal>
    </AntdScope>
  );
}
