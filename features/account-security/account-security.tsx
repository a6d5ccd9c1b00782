import { QRCode } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { useMessageText } from '@/components/errors/message-text';
import { useCountdown } from '@/components/hooks/use-countdown';
import { isolated } from '@/components/i18n/bidi';
import { AntdScope } from '@/components/layout/antd-scope';

import { CodeForm } from './code-form';
import { RecoveryCodesNotice } from './recovery-codes';
import { useSecuritySettings, type Channel, type SecurityNews } from './use-security-settings';

function Status({ on }: { readonly on: boolean }) {
  const { t } = useTranslation('security');
  return (
    <span className={on ? 'security-status security-status-on' : 'security-status'}>
      {on ? t('settings.on') : t('settings.off')}
    </span>
  );
}

/** A resend button with its countdown, for codes sent by email or SMS. */
function ResendButton({
  sentAt,
  resending,
  onResend,
}: {
  readonly sentAt: number;
  readonly resending: boolean;
  readonly onResend: () => void;
}) {
  const { t } = useTranslation('security');
  const left = useCountdown(sentAt);
  return (
    <ActionButton disabled={left > 0} loading={resending} onClick={onResend}>
      <span aria-live="polite">
        {left > 0 ? t('settings.channel.resendIn', { seconds: left }) : t('settings.channel.send')}
      </span>
    </ActionButton>
  );
}

/**
 * Issue 26: the account's security settings on its (stand-in) account page:
 * the authenticator app (a QR code of its otpauth URI, the key to type by
 * hand, a confirming code), codes by email or SMS at each login, recovery
 * codes shown once. Issue 36: each change may first ask the person to
 * confirm it's them (the re-proof dialog); what went wrong is told here.
 * The account page (pages/app/user/account-info.tsx) puts passkeys beside them.
 */
export default function AccountSecurity() {
  const { t, ready } = useTranslation(['security', 'errors']);
  const messageText = useMessageText();
  const flow = useSecuritySettings();
  const [copied, setCopied] = useState(false);
  const { settings: loaded, editing, news, running } = flow;

  if (!ready) return null;
  const settings = loaded.data;
  if (!settings) {
    if (loaded.status !== 'failed') return <p className="route-lead">{t('settings.loading')}</p>;
    return (
      <div className="security-failed">
        <p role="alert">{t('settings.failed')}</p>
        <ActionButton onClick={loaded.reload}>{t('settings.retry')}</ActionButton>
      </div>
    );
  }

  const address = (channel: Channel) => (channel === 'email' ? settings.vague_email : settings.vague_mobile);
  const channelOn = (channel: Channel) => (channel === 'email' ? settings.email_2fa : settings.sms_2fa);
  const channels = (['email', 'sms'] as const).filter((c) => address(c));
  const anyFactor = settings.totp || settings.email_2fa || settings.sms_2fa;
  const newsText = (item: SecurityNews): string =>
    item.kind === 'refusal'
      ? messageText(item.message)
      : t(item.key, item.channel ? { channel: t(`settings.channel.name.${item.channel}`) } : {});

  return (
    <section className="account-security" aria-labelledby="security-title" data-testid="account-security">
      <h2 id="security-title">{t('settings.title')}</h2>
      {/* two live regions, each there before it speaks: what was done, and what went wrong */}
      <p className="security-notice security-news" role="status">
        {news?.kind === 'done' ? newsText(news) : ''}
      </p>
      <p className="security-problem security-news" role="alert">
        {news?.kind === 'refusal' ? newsText(news) : ''}
      </p>
      {flow.codes && <RecoveryCodesNotice codes={flow.codes} onDone={flow.dismissCodes} />}

      <h3>{t('settings.twoStep')}</h3>
      <p className="route-lead">{t('settings.twoStepLead')}</p>

      <div className="security-item" data-testid="security-totp">
        <div className="security-item-head">
          <h4>{t('settings.totp.title')}</h4>
          <Status on={settings.totp} />
        </div>
        <p>{t('settings.totp.lead')}</p>
        {editing?.item === 'totp-setup' ? (
          <div className="security-totp-setup">
            <p>{t('settings.totp.scan')}</p>
            <AntdScope>
              <div
                className="security-qr"
                role="img"
                aria-label={t('settings.totp.qrLabel')}
                // the picture is named by this box; antd's svg inside says nothing of its own
                ref={(box) => box?.querySelector('svg')?.setAttribute('aria-hidden', 'true')}
              >
                <QRCode type="svg" value={editing.uri} size={176} bordered={false} color="#000000" bgColor="#ffffff" />
              </div>
            </AntdScope>
            <p className="security-key">
              <span>{t('settings.totp.key')}</span>{' '}
              <code dir="ltr" data-testid="totp-secret">
                {editing.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>{' '}
              <ActionButton
                kind="link"
                onClick={() =>
                  void navigator.clipboard?.writeText(editing.secret).then(
                    () => setCopied(true),
                    // no clipboard here: the key stays on screen to copy by hand
                    () => setCopied(false),
                  )
                }
              >
                <span aria-live="polite">{copied ? t('settings.totp.copied') : t('settings.totp.copy')}</span>
              </ActionButton>
            </p>
            <CodeForm
              lead={t('settings.totp.confirm')}
              submitLabel={t('settings.totp.enable')}
              form={flow.form}
              onChange={flow.changeCode}
              onSubmit={() => void flow.submitCode()}
              onCancel={flow.cancelEditing}
            />
          </div>
        ) : settings.totp ? (
          <ActionButton loading={running === 'totp-off'} onClick={() => void flow.turnTotpOff()}>
            {t('settings.totp.turnOff')}
          </ActionButton>
        ) : (
          <ActionButton
            kind="primary"
            loading={running === 'totp-setup'}
            onClick={() => {
              setCopied(false);
              void flow.startTotpSetup();
            }}
          >
            {t('settings.totp.setUp')}
          </ActionButton>
        )}
      </div>

      {channels.map((channel) => (
        <div className="security-item" key={channel} data-testid={`security-${channel}`}>
          <div className="security-item-head">
            <h4>{t(`settings.${channel}.title`)}</h4>
            <Status on={channelOn(channel)} />
          </div>
          <p>{t(`settings.${channel}.lead`, { address: isolated(address(channel)) })}</p>
          {editing?.item === 'channel' && editing.channel === channel ? (
            <CodeForm
              lead={t('settings.channel.sent', { address: isolated(address(channel)) })}
              submitLabel={t('settings.channel.turnOn')}
              form={flow.form}
              aside={
                <ResendButton
                  sentAt={editing.sentAt}
                  resending={flow.form.resending}
                  onResend={() => void flow.resendCode()}
                />
              }
              onChange={flow.changeCode}
              onSubmit={() => void flow.submitCode()}
              onCancel={flow.cancelEditing}
            />
          ) : (
            <ActionButton
              kind={channelOn(channel) ? 'default' : 'primary'}
              loading={running === `channel-${channel}`}
              onClick={() => void flow.switchChannel(channel, !channelOn(channel))}
            >
              {channelOn(channel) ? t('settings.channel.turnOff') : t('settings.channel.turnOn')}
            </ActionButton>
          )}
        </div>
      ))}

      <div className="security-item" data-testid="security-recovery">
        <div className="security-item-head">
          <h4>{t('settings.recovery.title')}</h4>
        </div>
        <p>{t('settings.recovery.lead')}</p>
        {anyFactor ? (
          <p>{t('settings.recovery.left', { count: settings.recovery_codes_left })}</p>
        ) : (
          <p>{t('settings.recovery.none')}</p>
        )}
        {anyFactor && (
          <ActionButton loading={running === 'recovery'} onClick={() => void flow.renewRecoveryCodes()}>
            {t('settings.recovery.renew')}
          </ActionButton>
        )}
      </div>
    </section>
  );
}
