import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

import type { PageContextProps } from '@/services/page-props';

/** The pages of the exchange that the sign-in pages link to (ROUTE-5), as they are named. */
export type LinkedPage = 'privacyPolicy' | 'termsOfService';

/**
 * Outside production mode, the pages of the rest of the exchange that the
 * sign-in pages link to (privacy policy, terms) answer with this: what the
 * page is and the way back.
 */
export function ExchangePageStandIn({
  page,
  linked,
}: {
  readonly page: PageContextProps;
  readonly linked: LinkedPage;
}) {
  const { t } = useTranslation(['landing', 'common']);
  const title = t(`pages.${linked}`);
  return (
    <>
      <Head>
        <title>{`${title} | ${t('common:brand')}`}</title>
      </Head>
      <section className="route-screen landing" aria-labelledby="landing-title">
        <h1 id="landing-title">{title}</h1>
        <p className="route-lead">{t('explain', { path: page.path })}</p>
        <a href={`/${page.locale}/login`}>{t('login')}</a>
      </section>
    </>
  );
}
