import { useTranslation } from 'next-i18next/pages';
import { useContext, type ReactNode } from 'react';

import { ShellContext } from '@/components/layout/shell-context';

/** What the panel beside the form speaks of: the site, or the campaign the visitor came through. */
export type PanelKind = 'global' | 'regional' | 'invite' | 'affiliate' | 'bonus';

const POINTS = ['point1', 'point2', 'point3'] as const;

/**
 * The picture of the panel: a market chart, coins and a shield, drawn in
 * the theme's tokens (styles/global.css `.brand-illustration`), so it reads
 * in light and dark. Decorative: the panel's text says what it means.
 * Fixed markup of ours, given whole: the server sends it as one piece
 * instead of rendering some twenty elements on every page (issue 40), and
 * the page's script carries it as one string.
 */
const ILLUSTRATION =
  '<rect class="ill-card" x="20" y="30" width="250" height="160" rx="16"/>' +
  '<path class="ill-grid" d="M40 70h210M40 110h210M40 150h210"/>' +
  '<g class="ill-candles">' +
  '<rect class="ill-down" x="52" y="118" width="10" height="30" rx="2"/>' +
  '<rect class="ill-up" x="76" y="104" width="10" height="36" rx="2"/>' +
  '<rect class="ill-up" x="100" y="96" width="10" height="28" rx="2"/>' +
  '<rect class="ill-down" x="124" y="100" width="10" height="22" rx="2"/>' +
  '<rect class="ill-up" x="148" y="80" width="10" height="40" rx="2"/>' +
  '<rect class="ill-up" x="172" y="66" width="10" height="34" rx="2"/>' +
  '<rect class="ill-down" x="196" y="72" width="10" height="18" rx="2"/>' +
  '<rect class="ill-up" x="220" y="52" width="10" height="36" rx="2"/>' +
  '</g>' +
  '<path class="ill-line" d="M44 150 C 90 130, 110 120, 140 112 S 200 80, 250 52"/>' +
  '<circle class="ill-coin-back" cx="292" cy="150" r="38"/>' +
  '<circle class="ill-coin" cx="276" cy="132" r="38"/>' +
  '<path class="ill-coin-mark" fill-rule="evenodd" d="M263 114h14c5.4 0 8.2 2.9 8.2 6.9 0 2.9-1.5 5-3.8 6 3.1.9 5.4 3.4 5.4 7.2 0 5.2-3.6 9.3-9.5 9.3H263Zm5.7 4.9v7h7c2.3 0 3.6-1.3 3.6-3.5s-1.3-3.5-3.6-3.5Zm0 11.8v7.8h7.8c2.6 0 4.3-1.4 4.3-3.9s-1.7-3.9-4.3-3.9Z"/>' +
  '<path class="ill-shield" d="M318 40l22 8v16c0 14-9.4 24-22 28-12.6-4-22-14-22-28V48z"/>' +
  '<path class="ill-check" d="M308 64l7 7 13-14"/>';

function BrandIllustration() {
  return (
    <svg
      className="brand-illustration"
      viewBox="0 0 360 220"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: ILLUSTRATION }}
    />
  );
}

interface Props {
  /** the campaign's words; by default the site's (regulated regional sites say so); ignored when children say something else */
  readonly kind?: PanelKind;
  /** the accessible name of the panel (a complementary region) */
  readonly label?: string;
  /** words of the page's own (LAYOUT-5's layout variants) instead of the kind's */
  readonly children?: ReactNode;
  /** shown on phones too, after the form (LAYOUT-5 variants say something the form needs) */
  readonly onPhones?: boolean;
}

/**
 * Issue 25: the panel beside the sign-in card on wide screens: the brand's
 * picture and what the site or the campaign offers. On phones the form comes
 * first and the panel is left out, unless the page's words matter there.
 */
export function BrandPanel({ kind: campaign, label, children, onPhones = false }: Props) {
  const { t } = useTranslation('common');
  const { regulated } = useContext(ShellContext);
  const kind = campaign ?? (regulated ? 'regional' : 'global');
  return (
    <aside
      className={onPhones ? 'brand-panel brand-panel-phones' : 'brand-panel'}
      aria-label={label ?? t('brandPanel.label')}
      data-panel={kind}
    >
      <BrandIllustration />
      {children ?? (
        <div className="brand-panel-copy">
          <p className="brand-panel-title">{t(`brandPanel.${kind}.title`)}</p>
          <p className="brand-panel-text">{t(`brandPanel.${kind}.text`)}</p>
          <ul className="brand-panel-points">
            {POINTS.map((point) => (
              <li key={point}>{t(`brandPanel.${point}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
