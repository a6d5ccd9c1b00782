import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function EmailCodeVerifyPage() {
  return <RouteScreen path="/email-code-verify" />;
}

export const getServerSideProps = routePageProps('/email-code-verify');
