import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';

import { dateTimeIn, resultTone } from './device-texts';
import { DeviceWhere } from './device-where';
import { useDeviceTexts } from './use-device-texts';
import { useLoginHistory } from './use-login-history';

/** What marks a result beside its words: a tick, a dot, a cross (never the colour alone). */
const TONE_MARK = { good: '✓', pending: '•', refused: '✕' } as const;

/**
 * Issue 36 item 8: the account's last 20 logins, newest first: how each
 * ended and by which way in, when, on which device, from where.
 */
export function LoginHistory() {
  const { t } = useTranslation('devices');
  const texts = useDeviceTexts();
  const history = useLoginHistory();

  let body;
  if (history.status === 'failed' && !history.data) {
    body = (
      <div className="security-failed">
        <p role="alert">{t('history.failed')}</p>
        <ActionButton onClick={history.reload}>{t('retry')}</ActionButton>
      </div>
    );
  } else if (!history.data) {
    body = <p>{t('history.loading')}</p>;
  } else if (history.data.length === 0) {
    body = <p className="device-hint">{t('history.empty')}</p>;
  } else {
    body = (
      <ol className="login-history" aria-labelledby="history-title">
        {history.data.map((event) => {
          const tone = resultTone(event.result);
          return (
            <li className="login-event" key={event.id} data-testid="login-event">
              <p className="login-event-head">
                <span className={`login-result login-result-${tone}`}>
                  <span className="login-result-mark" aria-hidden="true">
                    {TONE_MARK[tone]}
                  </span>
                  {t(`history.results.${event.result}`)}
                </span>
                <span className="login-method">{t(`history.methods.${event.method}`)}</span>
              </p>
              <p className="device-meta">
                <time dateTime={event.at}>{dateTimeIn(texts.language, event.at)}</time>
                <span>{texts.deviceName(event)}</span>
                <DeviceWhere country={event.country} network={event.network} />
              </p>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className="devices-part" data-testid="login-history-part" aria-busy={history.status === 'loading'}>
      <div className="security-item-head">
        <h3 id="history-title">{t('history.title')}</h3>
        {history.data && (
          <ActionButton kind="link" onClick={history.reload}>
            {t('history.refresh')}
          </ActionButton>
        )}
      </div>
      <p className="route-lead">{t('history.lead')}</p>
      {body}
    </div>
  );
}
