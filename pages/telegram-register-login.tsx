import { RouteScreen } from '@/components/page/route-screen';
import { LoginScreen } from '@/features/login/login-screen';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import { MiniAppScreen } from '@/features/telegram/mini-app-screen';
import type { PageProps } from '@/services/page-props';

/** TG-1..7: the mini app's login, sign-up and account linking; the forms are the site's own. */
export default function TelegramRegisterLoginPage({ page }: PageProps) {
  return (
    <RouteScreen path="/telegram-register-login">
      <MiniAppScreen
        page={page}
        renderForm={(form, embedded) =>
          form === 'login' ? (
            <LoginScreen page={page} embedded={embedded} />
          ) : (
            <RegisterScreen page={page} embedded={embedded} />
          )
        }
      />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/telegram-register-login');
