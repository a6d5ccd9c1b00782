import { RouteScreen } from '@/components/page/route-screen';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function TrRegisterPage({ page }: PageProps) {
  return (
    <RouteScreen path="/tr-register">
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/tr-register');
