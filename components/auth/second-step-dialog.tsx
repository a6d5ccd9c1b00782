import { Button, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';

import { AntdScope } from '@/components/layout/antd-scope';
import { EXTERNAL_PATHS } from '@/config/routes';
import { addressFor, otherMethods, sendsCode } from '@/services/auth/second-step';
import type { PendingSecondStep } from '@/stores/second-step-store';

import { Checkbox } from './checkbox';
import { CodeField } from './code-field';
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
  // `auth` too: the code field's words
  const { t, i18n, ready } = useTranslation(['security', 'errors', 'auth']);
  const step = useSecondStep(pending);
  const { details, method, error } = step;

  if (!details || !ready) return null;
  const address = addressFor(details, method);
  const lead =
    details.reason === 'newDevice'
      ? t('secondStep.leadNewDevice', { address })
      : method === 'totp'
        ? t('secondStep.leadTotp')
        : t(method === 'email' ? 'secondStep.leadEmail' : 'secondStep.leadSms', { address });
  const lang = i18n?.language ?? 'en';
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
          <CodeField
            id="second-step-code"
            label={t('secondStep.code')}
            value={step.code}
            // the hook sends the code at its last digit (useSecondStep's changeCode), once
            onChange={step.changeCode}
            error={error}
            inputRef={step.inputRef}
            autoFocus
            sentAt={step.sentAt}
            onResend={sendsCode(method) ? () => void step.resend() : undefined}
          />
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
