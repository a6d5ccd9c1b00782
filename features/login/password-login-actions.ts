import type { EmbeddedForm } from '@/components/auth/embedded-form';
import type { useAuthForm } from '@/components/auth/use-auth-form';
import { LEAVING } from '@/components/auth/use-form-submit';
import { login, logout, switchTradeEnv, type AccountInput, type SessionResult } from '@/services/api/auth';
import { isKycDialog } from '@/services/auth/auth-dialogs';
import { encryptPassword } from '@/services/auth/password-encryption';
import { clearUserToken, ensureGuid, setUserToken } from '@/services/identity';
import type { PageContextProps } from '@/services/page-props';

import type { LoginDialog } from './login-dialogs';
import { isDemoAccountLogin } from './login-flow';

/**
 * What the password login runs once the form is sent (issue 40): the
 * request, and what follows a session. None of it is needed to show the
 * form, so it is not in the page's first load: usePasswordLogin loads it
 * when the person starts on the form, or with the action itself.
 */

type AuthForm = ReturnType<typeof useAuthForm>;

/** What the actions work with: the page, the form's shared services and where a dialog is shown. */
export interface PasswordLoginContext {
  readonly page: PageContextProps;
  readonly embedded: EmbeddedForm | undefined;
  readonly regulated: boolean;
  readonly withCaptcha: AuthForm['withCaptcha'];
  readonly publicKey: AuthForm['publicKey'];
  readonly finishSession: AuthForm['finishSession'];
  readonly setDialog: (dialog: LoginDialog | null) => void;
}

/** LOGIN-3, LOGIN-4: sends the checked fields with the captcha and the encrypted password. */
export async function sendPasswordLogin(
  context: PasswordLoginContext,
  account: AccountInput,
  password: string,
): Promise<SessionResult> {
  const { page, regulated } = context;
  const key = context.publicKey();
  return context.withCaptcha(async (captcha) =>
    login({
      account,
      password: await encryptPassword(password, key),
      captcha,
      regulatedSiteId: regulated ? page.site : null,
      turkish: page.path === '/tr-login',
      txId: ensureGuid(),
    }),
  );
}

/** The session goes on: the demo account's trade switch, then the mini app or the redirect policy. */
export async function leaveWithSession(context: PasswordLoginContext, session: SessionResult): Promise<typeof LEAVING> {
  // LOGIN-11, LOGIN-13: read at the moment of leaving (a quick login may start before the query was read)
  if (isDemoAccountLogin(window.location.search)) await switchTradeEnv().catch(() => undefined);
  if (context.embedded) await context.embedded.onSession(session);
  else await context.finishSession(session);
  return LEAVING;
}

/**
 * DLG-2, DLG-6: whichever way the person came in (password, QR code, quick
 * login), the session stands and the identity-verification dialog or the
 * residence jump is offered first; else the session goes on.
 */
export async function continueLoginSession(
  context: PasswordLoginContext,
  session: SessionResult,
  { verified = false }: { readonly verified?: boolean } = {},
): Promise<typeof LEAVING | undefined> {
  const { page, embedded, setDialog } = context;
  if (!verified && isKycDialog(session.kyc_dialog)) {
    setUserToken(session.token);
    setDialog({ kind: 'kyc', dialog: session.kyc_dialog, session });
    return undefined;
  }
  if (!embedded) {
    setUserToken(session.token);
    // loaded when a session exists: nothing of it is needed before
    const { residenceJumpAfterLogin, residenceTextKey } = await import('@/services/auth/residence-redirect');
    const jump = await residenceJumpAfterLogin({
      site: page.site,
      oauth: page.path.startsWith('/oauth'),
      demo: isDemoAccountLogin(window.location.search),
    });
    if (jump) {
      setDialog({ kind: 'residence', jump, textKey: residenceTextKey(jump), country: jump.country, session });
      return undefined;
    }
  }
  return leaveWithSession(context, session);
}

/** DLG-6 "go back": the session just opened ends. */
export async function endOpenedSession(): Promise<void> {
  await logout().catch(() => undefined);
  clearUserToken();
}
