import { useTranslation } from 'next-i18next/pages';

import { useLoader } from '@/components/hooks/use-loader';
import { isolated } from '@/components/i18n/bidi';
import { Avatar } from '@/components/page/avatar';

import type { AffiliateCardData } from './affiliate';
import { loadAffiliateCard } from './landing';

/** AFF-2, AFF-3: the affiliate of the page's link, once known; nothing while unknown or hidden. */
export function useAffiliateCard(): AffiliateCardData | null {
  // a lookup that fails shows the page without the card; the http layer told the person if it must
  const card = useLoader(() => loadAffiliateCard(new URLSearchParams(window.location.search)), []);
  return card.status === 'done' ? card.data : null;
}

/**
 * AFF-2: who invited the visitor: picture, nickname, signature, message and
 * the group's offers (types 0 and 1). All of it is the affiliate's text,
 * rendered as text.
 */
export function AffiliateCard({ card }: { readonly card: AffiliateCardData }) {
  const { t } = useTranslation('affiliate');
  return (
    <section className="invite-card" aria-labelledby="affiliate-card-title" data-testid="affiliate-card">
      <Avatar src={card.headimg} name={card.nickname} alt={t('card.avatarAlt', { name: card.nickname })} />
      <div className="invite-card-body">
        <h2 id="affiliate-card-title" className="invite-card-title">
          {t('card.invitedBy', { name: isolated(card.nickname) })}
        </h2>
        {/* the affiliate's own words, in their own direction (dir=auto) */}
        {card.signature && (
          <p className="invite-card-signature" dir="auto">
            {card.signature}
          </p>
        )}
        {card.content && (
          <p className="invite-card-text" dir="auto">
            {card.content}
          </p>
        )}
        {card.groups.length > 0 && (
          <ul className="invite-card-groups" aria-label={t('card.offers')}>
            {card.groups.map((group) => (
              <li key={`${group.type}-${group.content}`} data-type={group.type} dir="auto">
                {group.content}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** AFF-2: the card, where the link names an affiliate that may be shown. */
export function AffiliateIntro() {
  const card = useAffiliateCard();
  return card ? <AffiliateCard card={card} /> : null;
}
