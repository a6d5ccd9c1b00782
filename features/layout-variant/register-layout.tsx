import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { useWebConfig } from '@/components/auth/use-web-config';
import { useDataT } from '@/components/i18n/text-key';
import { BrandPanel, type PanelKind } from '@/components/page/brand-panel';
import { LAYOUT_AB_CONFIG_KEYS } from '@/config/layout';
import type { Platform } from '@/config/platform';
import { localStore } from '@/services/local-store';

import {
  abParamOf,
  chooseLayoutVariant,
  layoutVariantStorageKey,
  loadingTimeLeft,
  type LayoutVariant,
  type LayoutVariantChoice,
} from './layout-variant';

/** LAYOUT-5: what each new layout says beside the form; the old one says nothing. */
const HERO_POINTS: Readonly<Record<Exclude<LayoutVariant, 'old'>, number>> = {
  new: 3,
  newBrand: 0,
  newPriceA: 0,
  newPriceB: 2,
};

function VariantHero({ variant }: { readonly variant: Exclude<LayoutVariant, 'old'> }) {
  const { t } = useTranslation('register');
  const pointText = useDataT('register');
  const points = Array.from({ length: HERO_POINTS[variant] }, (_, i) =>
    // HERO_POINTS counts each variant's points in the files (tests/i18n)
    pointText(`layout.${variant}.point${i + 1}`),
  );
  return (
    <BrandPanel label={t('layout.label')} onPhones>
      <div className="brand-panel-copy register-hero">
        <p className="brand-panel-title">{t(`layout.${variant}.title`)}</p>
        <p className="brand-panel-text">{t(`layout.${variant}.text`)}</p>
        {points.length > 0 && (
          <ul className="brand-panel-points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </BrandPanel>
  );
}

/**
 * LAYOUT-5: the register page in its layout variant: `ui=old|new` in the
 * link, else the one this device had, else its A/B assignment from the web
 * config (PC and H5 apart), else old on phones and newBrand on PC. It is
 * the panel beside the form (RouteScreen's aside): the form is usable at
 * once; only the panel waits for the choice, and never longer than 3 s.
 */
export function RegisterLayout({ platform, panel }: { readonly platform: Platform; readonly panel?: PanelKind }) {
  const { status, web } = useWebConfig();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const [choice, setChoice] = useState<LayoutVariantChoice | null>(null);

  useEffect(() => {
    if (choice) return;
    const timer = window.setTimeout(() => setTimedOut(true), loadingTimeLeft(startedAt, Date.now()));
    return () => window.clearTimeout(timer);
  }, [choice, startedAt]);

  useEffect(() => {
    if (choice) return;
    const arrived = status === 'ready' || status === 'failed';
    const key = layoutVariantStorageKey(platform);
    const next = chooseLayoutVariant({
      query: new URLSearchParams(window.location.search),
      platform,
      abParams: arrived
        ? { pc: abParamOf(web[LAYOUT_AB_CONFIG_KEYS.pc]), h5: abParamOf(web[LAYOUT_AB_CONFIG_KEYS.h5]) }
        : null,
      remembered: localStore()?.getItem(key) ?? null,
    });
    // the default waits for the A/B assignment, up to the limit
    if (next.source === 'default' && !arrived && !timedOut) return;
    if (next.remember) localStore()?.setItem(key, next.variant);
    setChoice(next);
  }, [choice, status, web, platform, timedOut]);

  const variant = choice?.variant;
  // beside the form (RouteScreen's aside): the variant's words, or on the old layout the site's or campaign's panel
  return (
    <div
      className="register-layout"
      data-variant={variant ?? 'loading'}
      data-testid="register-layout"
      aria-busy={choice ? undefined : true}
    >
      {!choice && <div className="brand-panel brand-panel-loading" aria-hidden="true" />}
      {variant && variant !== 'old' && <VariantHero variant={variant} />}
      {variant === 'old' && <BrandPanel kind={panel} />}
    </div>
  );
}
