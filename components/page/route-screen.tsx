import Head from 'next/head';
import { createContext, useContext, type ReactNode } from 'react';

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
  /**
   * Issue 39: a multi-step flow titles each step itself: the step's title is
   * the page's one h1 (id route-title, the first step's the route's own), so
   * the route renders none (useRouteHeading).
   */
  readonly titledBySteps?: boolean;
}

/** The route's title and lead, handed to a flow that titles its steps; null when the route titles the page. */
export interface RouteHeading {
  readonly title: string;
  readonly lead: string;
}

const RouteHeadingContext = createContext<RouteHeading | null>(null);

/** Issue 39: the route's heading when this screen's steps title the page (their h1), else null (an h2 under the route's). */
export function useRouteHeading(): RouteHeading | null {
  return useContext(RouteHeadingContext);
}

/**
 * The translated document title and heading of a route, in the sign-in card,
 * with the panel beside it (issue 25: the exchange layout; one column on
 * phones, form first).
 */
export function RouteScreen({ path, children, aside, panel, titledBySteps = false }: Props) {
  const route = findRoute(path);
  const t = useDataT([route?.namespace ?? 'common', 'common']);
  // every route's title and lead are in its namespace, in every language (config/routes.test.ts)
  const key = routeKey(path);
  const title = t(`${key}.title`);
  const lead = t(`${key}.lead`);
  const beside = aside !== undefined ? aside : route?.group === 'auth' && <BrandPanel kind={panel} />;
  return (
    <>
      <Head>
        <title>{`${title} | ${t('common:brand')}`}</title>
      </Head>
      <div className={beside ? 'route-layout route-layout-paneled' : 'route-layout'}>
        <section className="route-screen" aria-labelledby="route-title">
          {titledBySteps ? (
            <RouteHeadingContext.Provider value={{ title, lead }}>{children}</RouteHeadingContext.Provider>
          ) : (
            <>
              <h1 id="route-title">{title}</h1>
              <p className="route-lead">{lead}</p>
              {children}
            </>
          )}
        </section>
        {beside}
      </div>
    </>
  );
}
