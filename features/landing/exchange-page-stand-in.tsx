import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import type { PageContextProps } from '@/services/page-props';

/** The pages of the exchange that the sign-in pages link to (ROUTE-5), as they are named. */
export type LinkedPage = 'privacyPolicy' | 'termsOfService' | 'retrieve';

/** What a linked page received from the link (LOGIN-5: recovery keeps the account typed at login). */
export function carriedAccount(search: string): string | null {
  const query = new URLSearchParams(search);
  const email = query.get('email');
  if (email) return email;
  const mobile = query.get('mobile');
  return mobile ? `${query.get('country') ?? ''} ${mobile}`.trim() : null;
}

/**
 * Outside production mode, the pages of the rest of the exchange that the
 * sign-in pages link to (privacy policy, terms, password recovery) answer
 * with this: what the page is, what it received, and the way back.
 */
export function ExchangePageStandIn({
  page,
  linked,
}: {
  readonly page: PageContextProps;
  readonly linked: LinkedPage;
}) {
  const { t } = useTranslation(['landing', 'common']);
  const [account, setAccount] = useState<string | null>(null);
  useEffect(() => setAccount(carriedAccount(window.location.search)), []);
  const title = t(`pages.${linked}`);
  return (
    <>
      <Head>
        <title>{`${title} | ${t('common:brand')}`}</title>
      </Head>
      <section className="route-screen landing" aria-labelledby="landing-title">
        <h1 id="landing-title">{title}</h1>
        {account && <p data-testid="carried-account">{t('pages.account', { account })}</p>}
        <p className="route-lead">{t('explain', { path: page.path })}</p>
        <a href={`/${page.locale}/login`}>{t('login')}</a>
      </section>
    </>
  );
}
