import { ExchangePageStandIn } from '@/features/landing/exchange-page-stand-in';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** ROUTE-5: a page of the exchange the sign-in pages link to: a stand-in outside production mode, else 404. */
export default function PrivacyPolicyStandIn({ page }: PageProps) {
  return <ExchangePageStandIn page={page} linked="privacyPolicy" />;
}

export const getServerSideProps = routePageProps('/legal/policies-and-rules/privacy-policy', { landing: true });
