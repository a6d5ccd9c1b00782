import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { Checkbox } from '@/components/auth/checkbox';
import { isolated } from '@/components/i18n/bidi';
import { Avatar } from '@/components/page/avatar';

import { avatarInitial, botHandle, loginNameOf, type MiniAppUser } from './mini-app-launch';

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
  const { t } = useTranslation('telegram');
  const [allowMessages, setAllowMessages] = useState(true);
  const values = { bot: isolated(botHandle(botName)), host: isolated(host), name: isolated(loginNameOf(user)) };
  const initial = avatarInitial(user);
  return (
    <div className="auth-card tg-authorize">
      <div className="tg-avatar">
        <Avatar src={user?.photoUrl ?? ''} name={initial} alt={t('authorize.avatarAlt')} size={72} />
      </div>
      <h2 className="tg-authorize-title">
        {t(mode === 'login' ? 'authorize.loginTitle' : 'authorize.linkTitle', values)}
      </h2>
      <p className="tg-authorize-text">{t(mode === 'login' ? 'authorize.loginText' : 'authorize.linkText', values)}</p>
      <div className="tg-allow">
        <Checkbox checked={allowMessages} onChange={setAllowMessages}>
          {t('authorize.allowMessages', values)}
        </Checkbox>
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
