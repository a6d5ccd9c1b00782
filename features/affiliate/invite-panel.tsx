import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { useLoader } from '@/components/hooks/use-loader';
import { isolated } from '@/components/i18n/bidi';
import type { TextKey } from '@/components/i18n/text-key';
import { Avatar } from '@/components/page/avatar';

import { hrefWithReferral, type ReferralCheck } from './affiliate';
import { checkReferralCode, loadInvitation } from './landing';

/** The check's message under the code field, or '' when it needs none. */
function checkMessageKey(check: ReferralCheck | null): TextKey<'affiliate'> | '' {
  if (!check) return '';
  if (check.kind === 'malformed') return 'invite.codeMalformed';
  if (check.kind === 'unknown') return 'invite.codeUnknown';
  return '';
}

/** AFF-6: a code the api knows is kept in the page address (registration reads it there), any other taken out. */
function keepInAddress(typed: string, check: ReferralCheck): void {
  const kept = check.kind === 'valid' ? typed : '';
  window.history.replaceState(window.history.state, '', hrefWithReferral(window.location.href, kept));
}

interface Checked {
  readonly check: ReferralCheck | null;
  readonly headimg: string;
}

const NOT_CHECKED: Checked = { check: null, headimg: '' };

/**
 * AFF-5, AFF-6: the friend-invite and invite landings: who invited the
 * visitor (picture by inviter id with country, nickname) and the referral
 * code, visible and editable before registering. A code the api knows is
 * written into the page address, where registration reads its attribution
 * (REG-5, REDIR-11); an unknown one is said so and not sent.
 */
export function InvitePanel() {
  const { t } = useTranslation('affiliate');
  const inputId = useId();
  const messageId = useId();
  const invitation = useLoader(async () => {
    const found = await loadInvitation(new URLSearchParams(window.location.search));
    if (found.code) keepInAddress(found.code, found.check);
    return found;
  }, []);
  const loading = invitation.status === 'loading';
  const found = invitation.status === 'done' ? invitation.data : null;
  /** what the person typed, and its check once applied; until then, the link's */
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked>();
  const code = typed ?? found?.code ?? '';
  const { check, headimg } = checked ?? (found?.code ? found : NOT_CHECKED);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    setChecking(true);
    const result = await checkReferralCode(code);
    setChecking(false);
    setChecked(result);
    keepInAddress(code.trim(), result.check);
  };

  const inviter = check?.kind === 'valid' ? check.inviter : null;
  const messageKey = checkMessageKey(check);
  return (
    <section className="invite-card" aria-labelledby="invite-card-title" aria-busy={loading} data-testid="invite-card">
      <Avatar
        src={inviter ? headimg : ''}
        name={inviter?.nickname ?? ''}
        alt={inviter ? t('card.avatarAlt', { name: inviter.nickname }) : t('invite.defaultAvatarAlt')}
      />
      <div className="invite-card-body">
        <h2 id="invite-card-title" className="invite-card-title">
          {inviter ? t('invite.invitedBy', { name: isolated(inviter.nickname) }) : t('invite.welcome')}
        </h2>
        <form
          className="invite-code-form"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <label htmlFor={inputId}>{t('invite.codeLabel')}</label>
          <div className="invite-code-row">
            <input
              id={inputId}
              className={`auth-input${messageKey ? ' auth-input-error' : ''}`}
              value={code}
              onChange={(event) => {
                setTyped(event.target.value);
                setChecked(NOT_CHECKED);
              }}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={messageKey ? true : undefined}
              aria-describedby={messageId}
            />
            <ActionButton type="submit" loading={checking}>
              {t('invite.apply')}
            </ActionButton>
          </div>
          <p id={messageId} className={messageKey ? 'auth-field-error' : 'invite-code-status'} role="status">
            {messageKey
              ? t(messageKey)
              : check?.kind === 'valid'
                ? t('invite.codeApplied', { code: isolated(code.trim()) })
                : ''}
          </p>
        </form>
      </div>
    </section>
  );
}
