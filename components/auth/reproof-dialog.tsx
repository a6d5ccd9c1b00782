import { Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';

import { isolated } from '@/components/i18n/bidi';
import { AntdScope } from '@/components/layout/antd-scope';
import { EXTERNAL_PATHS } from '@/config/routes';
import { REPROOF_TTL_MINUTES } from '@/config/x-api';
import { offersPasskey, reproofAddress } from '@/services/auth/reproof';
import type { PendingReproof } from '@/stores/reproof-store';

import { ActionButton } from './action-button';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { useReproof } from './use-reproof';

/**
 * Issue 36: "Confirm it's you", the one dialog every security change that
 * needs a fresh re-proof opens (GitHub's sudo mode): the password, a code of
 * a second factor that is on (the app's, or one sent by email or SMS, with a
 * switch between them), or a passkey instead of both. Cancel, Esc or the
 * close button give the change up; the dialog is labelled by its title and
 * keeps the focus inside (antd's Modal).
 */
export default function ReproofDialog({ pending }: { readonly pending: PendingReproof }) {
  const { t, i18n, ready } = useTranslation(['reproof', 'auth', 'errors']);
  const flow = useReproof(pending);
  if (!ready) return null;
  const lang = i18n?.language ?? 'en';
  const { ways, method, problem } = flow;
  const data = ways.data;
  const address = data && method ? reproofAddress(data, method) : '';
  const fieldError = (field: 'password' | 'code') => (problem?.field === field ? problem.message : null);
  const recoverHref = `/${lang}${EXTERNAL_PATHS.retrieve}`;

  let body;
  if (!data) {
    body =
      ways.status === 'failed' ? (
        <div className="reproof-loading">
          <p role="alert">{t('loadFailed')}</p>
          <ActionButton onClick={ways.reload}>{t('retry')}</ActionButton>
        </div>
      ) : (
        <p className="reproof-loading" role="status">
          {t('loading')}
        </p>
      );
  } else {
    body = (
      <>
        <FormAlert
          message={problem && problem.field === null ? problem.message : null}
          links={{ recoverPassword: recoverHref }}
        />
        <PasswordField
          id="reproof-password"
          mode="current"
          value={flow.password}
          onChange={flow.changePassword}
          error={fieldError('password')}
          inputRef={flow.fieldRef('password')}
          recoverHref={recoverHref}
        />
        {method && (
          <div className="reproof-factor">
            <p className="reproof-method-lead">
              {method === 'totp' ? t('method.totp') : t(`method.${method}`, { address: isolated(address) })}
            </p>
            <CodeField
              id="reproof-code"
              label={t(`codeLabel.${method}`)}
              value={flow.code}
              onChange={flow.changeCode}
              error={fieldError('code')}
              inputRef={flow.fieldRef('code')}
              sentAt={flow.sentAt}
              onResend={method === 'totp' ? undefined : flow.send}
              resending={flow.sending}
              sendLabel={t('send')}
            />
            {data.methods.length > 1 && (
              <ul className="reproof-methods" aria-label={t('otherMethods')}>
                {data.methods
                  .filter((m) => m !== method)
                  .map((m) => (
                    <li key={m}>
                      <button type="button" className="link-button" onClick={() => flow.switchMethod(m)}>
                        {t(`use.${m}`)}
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </div>
        )}
        <div className="security-actions reproof-actions">
          <ActionButton kind="primary" type="submit" loading={flow.busy === 'password'}>
            {flow.busy === 'password' ? t('confirming') : t('confirm')}
          </ActionButton>
          <ActionButton onClick={flow.cancel}>{t('cancel')}</ActionButton>
        </div>
        {offersPasskey(data, flow.need) && (
          <div className="reproof-passkey">
            <p className="reproof-or" aria-hidden="true">
              <span>{t('or')}</span>
            </p>
            <ActionButton block loading={flow.busy === 'passkey'} onClick={flow.withPasskey}>
              {t('passkey')}
            </ActionButton>
          </div>
        )}
      </>
    );
  }

  return (
    <AntdScope>
      <Modal
        open
        title={t('title')}
        width={440}
        centered
        // a press beside the dialog must not give up the change
        mask={{ closable: false }}
        onCancel={flow.cancel}
        closable={{ 'aria-label': t('cancel') }}
        footer={null}
      >
        <form
          className="reproof"
          data-testid="reproof"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.submit();
          }}
        >
          <p className="reproof-lead">
            {t(flow.need === 'factor' ? 'leadFactor' : 'lead', { count: REPROOF_TTL_MINUTES })}
          </p>
          {body}
        </form>
      </Modal>
    </AntdScope>
  );
}
