import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { toasts } from '@/stores/toast-store';

import { dateIn } from './device-texts';
import { InlineConfirmation } from './inline-confirmation';
import { useDeviceTexts } from './use-device-texts';
import { useRefusalText } from './use-refusal-text';
import { useTrustedDevices, type TrustedNews } from './use-trusted-devices';

/**
 * Issue 36 item 8: the devices that skip the second step for 30 days, each
 * with when it was trusted and until when, forgotten after a yes in its row.
 */
export function TrustedDeviceList() {
  const { t } = useTranslation('devices');
  const texts = useDeviceTexts();
  const refusalText = useRefusalText();
  const flow = useTrustedDevices();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { devices, news, confirming } = flow;

  // a forgotten device's row is gone: the part's heading takes the focus it had
  useEffect(() => {
    if (news?.kind !== 'forgotten') return;
    headingRef.current?.focus();
    // issue 39: what went through is a success toast
    toasts.showNotice('devices:trusted.forgotten', { device: texts.deviceName(news.device) });
    // the toast is told once per change (news), whatever the texts do meanwhile
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [news]);

  const newsText = (item: TrustedNews): string =>
    item.kind === 'forgotten' ? t('trusted.forgotten', { device: texts.deviceName(item.device) }) : refusalText(item);

  let body;
  if (devices.status === 'failed' && !devices.data) {
    body = (
      <div className="security-failed">
        <p role="alert">{t('trusted.failed')}</p>
        <ActionButton onClick={devices.reload}>{t('retry')}</ActionButton>
      </div>
    );
  } else if (!devices.data) {
    body = <p>{t('trusted.loading')}</p>;
  } else if (devices.data.length === 0) {
    body = <p className="device-hint">{t('trusted.empty')}</p>;
  } else {
    body = (
      <ul className="device-list" aria-labelledby="trusted-title">
        {devices.data.map((device) => {
          const name = texts.deviceName(device);
          const asking = confirming?.id === device.id;
          return (
            <li className="security-item device-item" key={device.id} data-testid="trusted-device-item">
              <div className="security-item-head">
                <h4 className="device-name">
                  {name}
                  {device.current && <span className="device-badge">{t('thisDevice')}</span>}
                </h4>
                {!asking && (
                  <ActionButton
                    kind="link"
                    label={t('trusted.forgetNamed', { device: name })}
                    onClick={() => flow.askForget(device)}
                  >
                    {t('trusted.forget')}
                  </ActionButton>
                )}
              </div>
              <p className="device-meta">
                <span>{t('trusted.since', { date: dateIn(texts.language, device.trusted_at) })}</span>
                <span>{t('trusted.until', { date: dateIn(texts.language, device.trusted_until) })}</span>
              </p>
              {asking && (
                <InlineConfirmation
                  question={t('trusted.confirmForget', { device: name })}
                  yes={t('trusted.confirmForgetYes')}
                  no={t('cancel')}
                  busy={flow.busy}
                  onConfirm={() => void flow.forget()}
                  onCancel={flow.cancel}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="devices-part" data-testid="trusted-devices-part">
      <h3 id="trusted-title" tabIndex={-1} ref={headingRef}>
        {t('trusted.title')}
      </h3>
      <p className="route-lead">{t('trusted.lead')}</p>
      <p className="device-news device-problem" role="alert">
        {news?.kind === 'refusal' ? newsText(news) : ''}
      </p>
      {body}
    </div>
  );
}
