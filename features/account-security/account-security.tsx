import { QRCode } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { useMessageText } from '@/components/errors/message-text';
import { useCountdown } from '@/components/hooks/use-countdown';
import { isolated } from '@/components/i18n/bidi';
import { AntdScope } from '@/components/layout/antd-scope';

import { CodeForm } from './code-form';
import { RecoveryCodesNotice } from './recovery-codes';
import { SettingIcon, type SettingIconName } from './setting-icons';
import { useSecuritySettings, type Channel } from './use-security-settings';

function Status({ on }: { readonly on: boolean }) {
  const { t } = useTranslation('security');
  return (
    <span className={on ? 'security-status security-status-on' : 'security-status'}>
      {on ? t('settings.on') : t('settings.off')}
    </span>
  );
}

/**
 * Issue 39: one row of the settings list: its icon, title and status, what
 * it does, and its one action at the end (under the text on phones); what
 * the action opens (a code form, new recovery codes) spans the row below.
 */
function SettingRow({
  testId,
  icon,
  title,
  status,
  lead,
  action,
  children,
}: {
  readonly testId: string;
  readonly icon: SettingIconName;
  readonly title: string;
  readonly status?: ReactNode;
  readonly lead: ReactNode;
  readonly action?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <li className="settings-row" data-testid={testId}>
      <SettingIcon name={icon} />
      <div className="settings-row-text">
        <div className="settings-row-title">
          <h3>{title}</h3>
          {status}
        </div>
        {lead}
      </div>
      {action && <div className="settings-row-action">{action}</div>}
      {children && <div className="settings-row-panel">{children}</div>}
    </li>
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
 * Issue 26, issue 39: the account's two-step verification on its (stand-in)
 * account page, as a settings list: the authenticator app (a QR code of its
 * otpauth URI, the URI itself as a link on phones, the key to type by hand,
 * a confirming code), codes by email or SMS at each login, recovery codes
 * (shown once, in their own row, to download, copy or print). One main
 * action at a time: the open form's, the saved codes', else setting up the
 * app while it is off. Issue 36: each change may first ask the person to
 * confirm it's them (the re-proof dialog); what went through is a toast,
 * what went wrong is told here. The account page
 * (pages/app/user/account-info.tsx) puts passkeys and devices below.
 */
export default function AccountSecurity() {
  const { t, ready } = useTranslation(['security', 'errors']);
  const flow = useSecuritySettings();
  const [copied, setCopied] = useState(false);
  const { settings: loaded, editing, news, running, codes } = flow;
  const messageText = useMessageText(news?.message);

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
  // the one main action of the rows' own: the open form and the new codes have theirs
  const setUpIsMain = !codes && !editing && !settings.totp;

  return (
    <section
      className="account-security settings-group"
      aria-labelledby="security-title"
      data-testid="account-security"
    >
      <div className="settings-group-head">
        <h2 id="security-title">{t('settings.twoStep')}</h2>
        <p>{t('settings.twoStepLead')}</p>
      </div>
      {/* there before it speaks: what went wrong (what went through is a toast) */}
      <p className="security-problem security-news" role="alert">
        {news ? messageText(news.message) : ''}
      </p>

      <ul className="settings-list">
        <SettingRow
          testId="security-totp"
          icon="app"
          title={t('settings.totp.title')}
          status={<Status on={settings.totp} />}
          lead={<p>{t('settings.totp.lead')}</p>}
          action={
            editing?.item === 'totp-setup' ? null : settings.totp ? (
              <ActionButton size="sm" loading={running === 'totp-off'} onClick={() => void flow.turnTotpOff()}>
                {t('settings.totp.turnOff')}
              </ActionButton>
            ) : (
              <ActionButton
                size="sm"
                kind={setUpIsMain ? 'primary' : 'default'}
                loading={running === 'totp-setup'}
                onClick={() => {
                  setCopied(false);
                  void flow.startTotpSetup();
                }}
              >
                {t('settings.totp.setUp')}
              </ActionButton>
            )
          }
        >
          {editing?.item === 'totp-setup' && (
            <div className="security-totp-setup">
              <AntdScope>
                <div
                  className="security-qr"
                  role="img"
                  aria-label={t('settings.totp.qrLabel')}
                  // the picture is named by this box; antd's svg inside says nothing of its own
                  ref={(box) => box?.querySelector('svg')?.setAttribute('aria-hidden', 'true')}
                >
                  <QRCode
                    type="svg"
                    value={editing.uri}
                    size={176}
                    bordered={false}
                    color="#000000"
                    bgColor="#ffffff"
                  />
                </div>
              </AntdScope>
              <div className="security-totp-steps">
                <p>{t('settings.totp.scan')}</p>
                {/* phones (styles: coarse pointer or a narrow screen): the app on this phone opens the key itself */}
                <a className="security-open-app" href={editing.uri} data-testid="totp-open-app">
                  {t('settings.totp.openApp')}
                </a>
                <p className="security-key">
                  <span>{t('settings.totp.key')}</span>{' '}
                  <code dir="ltr" data-testid="totp-secret">
                    {editing.secret.replace(/(.{4})/g, '$1 ').trim()}
                  </code>
                </p>
                <div>
                  <ActionButton
                    size="sm"
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
                </div>
                <CodeForm
                  lead={t('settings.totp.confirm')}
                  submitLabel={t('settings.totp.enable')}
                  form={flow.form}
                  onChange={flow.changeCode}
                  onSubmit={(code) => void flow.submitCode(code)}
                  onCancel={flow.cancelEditing}
                />
              </div>
            </div>
          )}
        </SettingRow>

        {channels.map((channel) => {
          const open = editing?.item === 'channel' && editing.channel === channel;
          return (
            <SettingRow
              key={channel}
              testId={`security-${channel}`}
              icon={channel}
              title={t(`settings.${channel}.title`)}
              status={<Status on={channelOn(channel)} />}
              lead={<p>{t(`settings.${channel}.lead`, { address: isolated(address(channel)) })}</p>}
              action={
                open ? null : (
                  <ActionButton
                    size="sm"
                    loading={running === `channel-${channel}`}
                    onClick={() => void flow.switchChannel(channel, !channelOn(channel))}
                  >
                    {channelOn(channel) ? t('settings.channel.turnOff') : t('settings.channel.turnOn')}
                  </ActionButton>
                )
              }
            >
              {open && (
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
                  onSubmit={(code) => void flow.submitCode(code)}
                  onCancel={flow.cancelEditing}
                />
              )}
            </SettingRow>
          );
        })}

        <SettingRow
          testId="security-recovery"
          icon="recovery"
          title={t('settings.recovery.title')}
          status={
            anyFactor && !codes ? (
              <span className="security-status">
                {t('settings.recovery.left', { count: settings.recovery_codes_left })}
              </span>
            ) : undefined
          }
          lead={<p>{anyFactor ? t('settings.recovery.lead') : t('settings.recovery.none')}</p>}
          action={
            anyFactor && !codes ? (
              <ActionButton size="sm" loading={running === 'recovery'} onClick={() => void flow.renewRecoveryCodes()}>
                {t('settings.recovery.renew')}
              </ActionButton>
            ) : null
          }
        >
          {codes && <RecoveryCodesNotice codes={codes} onDone={flow.dismissCodes} />}
        </SettingRow>
      </ul>
    </section>
  );
}
