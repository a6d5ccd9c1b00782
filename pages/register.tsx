import { RouteScreen } from '@/components/page/route-screen';
import { RegisterLayout } from '@/features/layout-variant/register-layout';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function RegisterPage({ page }: PageProps) {
  return (
    <RouteScreen path="/register">
      <RegisterLayout platform={page.platform}>
        <RegisterScreen page={page} />
      </RegisterLayout>
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/register');
