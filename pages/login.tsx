import { RouteScreen } from '@/components/page/route-screen';
import { LoginScreen } from '@/features/login/login-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function LoginPage({ page }: PageProps) {
  return (
    <RouteScreen path="/login">
      <LoginScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/login');
