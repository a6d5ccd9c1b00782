import Head from 'next/head';
import type { ReactNode } from 'react';

import { useDataT } from '@/components/i18n/text-key';
import { findRoute, routeKey } from '@/config/routes';

interface Props {
  readonly path: string;
  readonly children?: ReactNode;
}

/** The translated document title and heading of a route, around its screen. */
export function RouteScreen({ path, children }: Props) {
  const route = findRoute(path);
  const t = useDataT([route?.namespace ?? 'common', 'common']);
  // every route's title and lead are in its namespace, in every language (tests/config/routes.test.ts)
  const key = routeKey(path);
  const title = t(`${key}.title`);
  return (
    <>
      <Head>
        <title>{`${title} | ${t('common:brand')}`}</title>
      </Head>
      <section className="route-screen" aria-labelledby="route-title">
        <h1 id="route-title">{title}</h1>
        <p className="route-lead">{t(`${key}.lead`)}</p>
        {children}
      </section>
    </>
  );
}
