import { lazyComponent } from '@/components/hooks/lazy-component';
import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';
import { MiniAppScreen } from '@/features/telegram/mini-app-screen';
import type { PageProps } from '@/services/page-props';

// the mini app opens on its start screen; a form loads when the visitor picks it
const LoginScreen = lazyComponent(() => import('@/features/login/login-screen').then((m) => m.LoginScreen));
const RegisterScreen = lazyComponent(() =>
  import('@/features/registration/register-screen').then((m) => m.RegisterScreen),
);

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
