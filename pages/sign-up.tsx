import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function SignUpPage() {
  return <RouteScreen path="/sign-up" />;
}

export const getServerSideProps = routePageProps('/sign-up');
