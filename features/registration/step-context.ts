import type { useAuthForm } from '@/components/auth/use-auth-form';
import type { LEAVING } from '@/components/auth/use-form-submit';
import type { AccountInput } from '@/services/api/auth';
import type { FeedbackDialog } from '@/services/auth/auth-dialogs';
import type { PageContextProps } from '@/services/page-props';

import type { Registration } from './registration-flow';

/** What every sign-up step gets from the flow (useRegistration): what it shows, and the calls it makes. */
export interface StepContext {
  readonly page: PageContextProps;
  readonly form: ReturnType<typeof useAuthForm>;
  /** REG-2: the old variants' code step also asks for the password and creates the account */
  readonly codeStepCreatesAccount: boolean;
  readonly onDialog: (dialog: FeedbackDialog) => void;
  /** REG-8: the risk check and the account through the captcha; the api sends a code or a link */
  readonly start: (account: AccountInput, options: { readonly euSubscription: boolean }) => Promise<void>;
  /** REG-6: the code; false when the api answered "not verified" without a refusal */
  readonly checkCode: (registration: Registration, code: string) => Promise<boolean>;
  /** REG-4: another code or link */
  readonly resend: (registration: Registration) => Promise<void>;
  /** REG-5: the account created; the page leaves with its session */
  readonly finish: (
    registration: Registration,
    typed: { readonly code: string; readonly password: string },
  ) => Promise<typeof LEAVING>;
  /** REG-2: the activation link was opened */
  readonly linkOpened: () => void;
  /** "use another account" */
  readonly back: () => void;
}
