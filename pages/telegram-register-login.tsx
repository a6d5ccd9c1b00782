import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function TelegramRegisterLoginPage() {
  return <RouteScreen path="/telegram-register-login" />;
}

export const getServerSideProps = routePageProps('/telegram-register-login');
