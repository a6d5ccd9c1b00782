import { Button, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';

import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { useCountdown } from '@/components/hooks/use-countdown';
import { AntdScope } from '@/components/layout/antd-scope';
import { EXTERNAL_PATHS } from '@/config/routes';
import { VERIFY_CODE_LENGTH } from '@/config/x-api';
import { addressFor, otherMethods, sendsCode } from '@/services/auth/second-step';
import type { PendingSecondStep } from '@/stores/second-step-store';

import { Checkbox } from './checkbox';
import { useSecondStep } from './use-second-step';

/**
 * Issue 26: the second step of a login. The code of the account's
 * authenticator app, or one sent by email or SMS; a switch between the
 * methods the account has, resend timers, six digits pasted at once,
 * "trust this device for 30 days", and the way to recover a lost factor.
 * Answers the waiting login with the session, or with the refusal that ends
 * it (cancelled, expired, locked), which the login's form then tells. The
 * flow is useSecondStep's; this renders it.
 */
export default function SecondStepDialog({ pending }: { readonly pending: PendingSecondStep }) {
  const { t, i18n, ready } = useTranslation(['security', 'errors']);
  const messageText = useMessageText();
  const step = useSecondStep(pending);
  const { details, method, error } = step;
  const left = useCountdown(step.sentAt);

  if (!details || !ready) return null;
  const address = addressFor(details, method);
  const lead =
    details.reason === 'newDevice'
      ? t('secondStep.leadNewDevice', { address })
      : method === 'totp'
        ? t('secondStep.leadTotp')
        : t(method === 'email' ? 'secondStep.leadEmail' : 'secondStep.leadSms', { address });
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
        onCancel={step.cancel}
        closable={{ 'aria-label': t('secondStep.cancel') }}
        footer={[
          <Button key="cancel" onClick={step.cancel}>
            {t('secondStep.cancel')}
          </Button>,
          <Button key="verify" type="primary" loading={step.busy} onClick={() => void step.verify()}>
            {step.busy ? t('secondStep.verifying') : t('secondStep.verify')}
          </Button>,
        ]}
      >
        <form
          className="second-step"
          data-testid="second-step"
          onSubmit={(e) => {
            e.preventDefault();
            void step.verify();
          }}
        >
          <p className="second-step-lead">{lead}</p>
          <div className="auth-field">
            <label htmlFor="second-step-code">{t('secondStep.code')}</label>
            <div className="auth-code-row">
              <input
                id="second-step-code"
                ref={step.inputRef}
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
                value={step.code}
                onChange={(e) => step.changeCode(e.target.value)}
              />
              {sendsCode(method) && (
                <Button onClick={() => void step.resend()} disabled={left > 0}>
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
          <Checkbox checked={step.trust} onChange={step.changeTrust}>
            {t('secondStep.trust')}
          </Checkbox>
          {otherMethods(details.methods, method).length > 0 && (
            <ul className="second-step-methods">
              {otherMethods(details.methods, method).map((m) => (
                <li key={m}>
                  <button type="button" className="link-button" onClick={() => void step.switchMethod(m)}>
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
