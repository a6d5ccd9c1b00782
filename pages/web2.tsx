import { RouteScreen } from '@/components/page/route-screen';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function Web2Page({ page }: PageProps) {
  return (
    <RouteScreen path="/web2">
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/web2');
