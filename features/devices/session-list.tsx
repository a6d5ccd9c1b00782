import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import type { SessionItem } from '@/services/api/devices';
import { toasts } from '@/stores/toast-store';

import { dateTimeIn, lastUsedIn } from './device-texts';
import { DeviceWhere } from './device-where';
import { InlineConfirmation } from './inline-confirmation';
import { useDeviceTexts } from './use-device-texts';
import { useRefusalText } from './use-refusal-text';
import { useSessions, type SessionsNews } from './use-sessions';

/**
 * Issue 36 item 8: the account's live sessions, this browser's first and
 * marked; each other one ended after a yes in its row, or all of them with
 * "Log out everywhere else". The api asks for a re-proof; the request
 * layer's dialog answers it.
 */
export function SessionList() {
  const { t } = useTranslation('devices');
  const texts = useDeviceTexts();
  const refusalText = useRefusalText();
  const flow = useSessions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { sessions, news, confirming } = flow;

  // an ended session's row is gone: the part's heading takes the focus it had
  useEffect(() => {
    if (!news || news.kind === 'refusal') return;
    headingRef.current?.focus();
    // issue 39: what went through is a success toast
    if (news.kind === 'ended') toasts.showNotice('devices:sessions.ended', { device: texts.deviceName(news.session) });
    else toasts.showNotice('devices:sessions.othersEnded', { count: news.count });
    // the toast is told once per change (news), whatever the texts do meanwhile
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [news]);

  const newsText = (item: SessionsNews): string => {
    switch (item.kind) {
      case 'ended':
        return t('sessions.ended', { device: texts.deviceName(item.session) });
      case 'othersEnded':
        return t('sessions.othersEnded', { count: item.count });
      case 'refusal':
        return refusalText(item);
    }
  };
  const good = news !== null && news.kind !== 'refusal';
  const now = Date.now();

  let body;
  if (sessions.status === 'failed' && !sessions.data) {
    body = (
      <div className="security-failed">
        <p role="alert">{t('sessions.failed')}</p>
        <ActionButton onClick={sessions.reload}>{t('retry')}</ActionButton>
      </div>
    );
  } else if (!sessions.data) {
    body = <p>{t('sessions.loading')}</p>;
  } else {
    const others = sessions.data.filter((s) => !s.current).length;
    body = (
      <>
        <ul className="device-list" aria-labelledby="sessions-title">
          {sessions.data.map((session: SessionItem) => {
            const name = texts.deviceName(session);
            const used = lastUsedIn(texts.language, session.last_used_at, now);
            const asking = confirming?.kind === 'one' && confirming.session.id === session.id;
            return (
              <li className="security-item device-item" key={session.id} data-testid="session-item">
                <div className="security-item-head">
                  <h4 className="device-name">
                    {name}
                    {session.current && <span className="device-badge">{t('thisDevice')}</span>}
                  </h4>
                  {!session.current && !asking && (
                    <ActionButton
                      kind="link"
                      label={t('sessions.endNamed', { device: name })}
                      onClick={() => flow.askEnd(session)}
                    >
                      {t('sessions.end')}
                    </ActionButton>
                  )}
                </div>
                <p className="device-meta">
                  <DeviceWhere country={session.country} network={session.network} />
                </p>
                <p className="device-meta">
                  <span>{t('sessions.started', { date: dateTimeIn(texts.language, session.created_at) })}</span>
                  <span>
                    {session.current || used.kind === 'now'
                      ? t('sessions.activeNow')
                      : t('sessions.lastUsed', { when: used.text })}
                  </span>
                </p>
                {asking && (
                  <InlineConfirmation
                    question={t('sessions.confirmEnd', { device: name })}
                    yes={t('sessions.confirmEndYes')}
                    no={t('cancel')}
                    busy={flow.busy}
                    onConfirm={() => void flow.confirm()}
                    onCancel={flow.cancel}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {others === 0 ? (
          <p className="device-hint">{t('sessions.onlyThis')}</p>
        ) : confirming?.kind === 'others' ? (
          <InlineConfirmation
            question={t('sessions.confirmEndOthers')}
            yes={t('sessions.confirmEndOthersYes')}
            no={t('cancel')}
            busy={flow.busy}
            onConfirm={() => void flow.confirm()}
            onCancel={flow.cancel}
          />
        ) : (
          <div>
            <ActionButton onClick={flow.askEndOthers}>{t('sessions.endOthers')}</ActionButton>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="devices-part" data-testid="sessions-part">
      <h3 id="sessions-title" tabIndex={-1} ref={headingRef}>
        {t('sessions.title')}
      </h3>
      <p className="route-lead">{t('sessions.lead')}</p>
      {/* two live regions, each there before it speaks: what was done, and what went wrong */}
      <p className="device-news device-problem" role="alert">
        {news && !good ? newsText(news) : ''}
      </p>
      {body}
    </div>
  );
}
