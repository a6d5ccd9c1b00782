import { QRCode } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { AntdScope } from '@/components/layout/antd-scope';
import {
  disableTotp,
  enableTotp,
  fetchSecuritySettings,
  renewRecoveryCodes,
  sendSecurityCode,
  setLoginCodes,
  startTotpSetup,
  type SecuritySettings,
} from '@/services/api/security-settings';

import { CodeForm } from './code-form';
import { RecoveryCodesNotice } from './recovery-codes';

type Channel = 'email' | 'sms';

/** Which change is being confirmed; one at a time. */
type Editing =
  | { readonly item: 'totp-setup'; readonly secret: string; readonly uri: string }
  | { readonly item: 'totp-off' }
  | { readonly item: 'channel'; readonly channel: Channel; readonly enabled: boolean }
  | { readonly item: 'recovery'; readonly method: 'totp' | Channel }
  | null;

function Status({ on }: { readonly on: boolean }) {
  const { t } = useTranslation('security');
  return (
    <span className={on ? 'security-status security-status-on' : 'security-status'}>
      {on ? t('settings.on') : t('settings.off')}
    </span>
  );
}

/** A resend button with its minute's countdown, for codes sent by email or SMS. */
function ResendButton({ channel }: { readonly channel: Channel }) {
  const { t } = useTranslation('security');
  const [until, setUntil] = useState(() => Date.now() + 60_000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return (
    <ActionButton
      disabled={left > 0}
      onClick={() =>
        void sendSecurityCode(channel).then(
          (wait) => setUntil(Date.now() + wait * 1000),
          () => undefined,
        )
      }
    >
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
 * codes shown once. The account page (pages/app/user/account-info.tsx)
 * puts passkeys beside them.
 */
export default function AccountSecurity() {
  const { t, ready } = useTranslation(['security', 'errors']);
  const [settings, setSettings] = useState<SecuritySettings | null | 'failed'>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [notice, setNotice] = useState('');
  const [copied, setCopied] = useState(false);

  const load = useCallback(() => {
    fetchSecuritySettings().then(setSettings, () => setSettings('failed'));
  }, []);
  useEffect(load, [load]);

  /** A change went through: say so, show new recovery codes if it brought them, read the settings again. */
  const done = (message: string, result?: { readonly recovery_codes?: readonly string[] }) => {
    setEditing(null);
    setNotice(message);
    if (result?.recovery_codes) setCodes(result.recovery_codes);
    load();
  };

  if (!ready) return null;
  if (settings === null) return <p className="route-lead">{t('settings.loading')}</p>;
  if (settings === 'failed') {
    return (
      <div className="security-failed">
        <p role="alert">{t('settings.failed')}</p>
        <ActionButton
          onClick={() => {
            setSettings(null);
            load();
          }}
        >
          {t('settings.retry')}
        </ActionButton>
      </div>
    );
  }

  const address = (channel: Channel) => (channel === 'email' ? settings.vague_email : settings.vague_mobile);
  const channelOn = (channel: Channel) => (channel === 'email' ? settings.email_2fa : settings.sms_2fa);
  const channels = (['email', 'sms'] as const).filter((c) => address(c));
  const anyFactor = settings.totp || settings.email_2fa || settings.sms_2fa;
  const startChannel = async (channel: Channel, enabled: boolean) => {
    setNotice('');
    await sendSecurityCode(channel).catch(() => undefined);
    setEditing({ item: 'channel', channel, enabled });
  };
  const startRecovery = async () => {
    setNotice('');
    const method = settings.totp ? 'totp' : settings.email_2fa ? 'email' : 'sms';
    if (method !== 'totp') await sendSecurityCode(method).catch(() => undefined);
    setEditing({ item: 'recovery', method });
  };

  return (
    <section className="account-security" aria-labelledby="security-title" data-testid="account-security">
      <h2 id="security-title">{t('settings.title')}</h2>
      {notice && (
        <p className="security-notice" role="status">
          {notice}
        </p>
      )}
      {codes && <RecoveryCodesNotice codes={codes} onDone={() => setCodes(null)} />}

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
                    () => undefined,
                  )
                }
              >
                <span aria-live="polite">{copied ? t('settings.totp.copied') : t('settings.totp.copy')}</span>
              </ActionButton>
            </p>
            <CodeForm
              lead={t('settings.totp.confirm')}
              submitLabel={t('settings.totp.enable')}
              onSubmit={async (code) => done(t('settings.totp.enabled'), await enableTotp(code))}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : editing?.item === 'totp-off' ? (
          <CodeForm
            lead={t('settings.totp.disableLead')}
            submitLabel={t('settings.totp.turnOff')}
            onSubmit={async (code) => {
              await disableTotp(code);
              done(t('settings.totp.disabled'));
            }}
            onCancel={() => setEditing(null)}
          />
        ) : settings.totp ? (
          <ActionButton
            onClick={() => {
              setNotice('');
              setEditing({ item: 'totp-off' });
            }}
          >
            {t('settings.totp.turnOff')}
          </ActionButton>
        ) : (
          <ActionButton
            kind="primary"
            onClick={() => {
              setNotice('');
              setCopied(false);
              void startTotpSetup().then(
                (s) => setEditing({ item: 'totp-setup', ...s }),
                () => undefined,
              );
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
          <p>{t(`settings.${channel}.lead`, { address: address(channel) })}</p>
          {editing?.item === 'channel' && editing.channel === channel ? (
            <CodeForm
              lead={t('settings.channel.sent', { address: address(channel) })}
              submitLabel={editing.enabled ? t('settings.channel.turnOn') : t('settings.channel.turnOff')}
              aside={<ResendButton channel={channel} />}
              onSubmit={async (code) => {
                const name = t(`settings.channel.name.${channel}`);
                const result = await setLoginCodes({ channel, enabled: editing.enabled, code });
                done(
                  t(editing.enabled ? 'settings.channel.enabled' : 'settings.channel.disabled', { channel: name }),
                  result,
                );
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <ActionButton
              kind={channelOn(channel) ? 'default' : 'primary'}
              onClick={() => void startChannel(channel, !channelOn(channel))}
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
        {editing?.item === 'recovery' ? (
          <CodeForm
            lead={t('settings.recovery.renewLead')}
            submitLabel={t('settings.recovery.renew')}
            aside={editing.method !== 'totp' ? <ResendButton channel={editing.method} /> : undefined}
            onSubmit={async (code) => done('', await renewRecoveryCodes({ method: editing.method, code }))}
            onCancel={() => setEditing(null)}
          />
        ) : (
          anyFactor && <ActionButton onClick={() => void startRecovery()}>{t('settings.recovery.renew')}</ActionButton>
        )}
      </div>
    </section>
  );
}
