import { ExchangePageStandIn } from '@/features/landing/exchange-page-stand-in';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** ROUTE-5: a page of the exchange the sign-in pages link to: a stand-in outside production mode, else 404. */
export default function TermsOfServiceStandIn({ page }: PageProps) {
  return <ExchangePageStandIn page={page} linked="termsOfService" />;
}

export const getServerSideProps = routePageProps('/legal/policies-and-rules/terms-of-service', { landing: true });
