import Head from 'next/head';
import type { ReactNode } from 'react';

import { useDataT } from '@/components/i18n/text-key';
import { findRoute, routeKey } from '@/config/routes';

import { BrandPanel, type PanelKind } from './brand-panel';

interface Props {
  readonly path: string;
  readonly children?: ReactNode;
  /**
   * What stands beside the card on wide screens: by default the brand panel
   * on the sign-in and sign-up pages (of the campaign `panel` names), none
   * elsewhere; a page with words of its own there passes them (LAYOUT-5).
   */
  readonly aside?: ReactNode;
  readonly panel?: Exclude<PanelKind, 'global' | 'regional'>;
}

/**
 * The translated document title and heading of a route, in the sign-in card,
 * with the panel beside it (issue 25: the exchange layout; one column on
 * phones, form first).
 */
export function RouteScreen({ path, children, aside, panel }: Props) {
  const route = findRoute(path);
  const t = useDataT([route?.namespace ?? 'common', 'common']);
  // every route's title and lead are in its namespace, in every language (config/routes.test.ts)
  const key = routeKey(path);
  const title = t(`${key}.title`);
  const beside = aside !== undefined ? aside : route?.group === 'auth' && <BrandPanel kind={panel} />;
  return (
    <>
      <Head>
        <title>{`${title} | ${t('common:brand')}`}</title>
      </Head>
      <div className={beside ? 'route-layout route-layout-paneled' : 'route-layout'}>
        <section className="route-screen" aria-labelledby="route-title">
          <h1 id="route-title">{title}</h1>
          <p className="route-lead">{t(`${key}.lead`)}</p>
          {children}
        </section>
        {beside}
      </div>
    </>
  );
}
