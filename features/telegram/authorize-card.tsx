import { useId, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { isolated } from '@/components/i18n/bidi';
import { useFixedT } from '@/components/i18n/use-fixed-t';

import { avatarInitial, botHandle, loginNameOf, type MiniAppUser } from './mini-app-flow';

interface Props {
  /** TG-4 auth-login, or TG-3 link-auth */
  readonly mode: 'login' | 'link';
  readonly user: MiniAppUser | null;
  readonly botName: string;
  readonly host: string;
  readonly busy: boolean;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}

/**
 * TG-2: the authorisation screen: the Telegram avatar (or a default one),
 * the link-with-bot title, the request-access text naming host, bot and
 * login name, and "allow messages from the bot", checked by default;
 * Accept waits for it.
 */
export function AuthorizeCard({ mode, user, botName, host, busy, onAccept, onDecline }: Props) {
  const t = useFixedT('telegram');
  const [allowMessages, setAllowMessages] = useState(true);
  const checkboxId = useId();
  const values = { bot: isolated(botHandle(botName)), host: isolated(host), name: isolated(loginNameOf(user)) };
  const initial = avatarInitial(user);
  return (
    <div className="auth-card tg-authorize">
      <div className="tg-avatar">
        {user?.photoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- Telegram's picture of the person, from its CDN, small
          <img src={user.photoUrl} alt={t('authorize.avatarAlt')} width={72} height={72} referrerPolicy="no-referrer" />
        ) : (
          <span className="tg-avatar-default" aria-hidden="true">
            {initial || (
              <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-4.14 0-7.5 2.35-7.5 5.25V21h15v-1.5c0-2.9-3.36-5.25-7.5-5.25Z"
                />
              </svg>
            )}
          </span>
        )}
      </div>
      <h2 className="tg-authorize-title">
        {t(mode === 'login' ? 'authorize.loginTitle' : 'authorize.linkTitle', values)}
      </h2>
      <p className="tg-authorize-text">{t(mode === 'login' ? 'authorize.loginText' : 'authorize.linkText', values)}</p>
      <div className="tg-allow">
        <input
          id={checkboxId}
          type="checkbox"
          checked={allowMessages}
          onChange={(event) => setAllowMessages(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{t('authorize.allowMessages', values)}</label>
      </div>
      <div className="tg-actions">
        <ActionButton kind="primary" block disabled={!allowMessages} loading={busy} onClick={onAccept}>
          {t('authorize.accept')}
        </ActionButton>
        <ActionButton block disabled={busy} onClick={onDecline}>
          {t('authorize.decline')}
        </ActionButton>
      </div>
    </div>
  );
}
