import type { Dispatch } from 'react';

import type { useAuthForm } from '@/components/auth/use-auth-form';
import type { SessionResult } from '@/services/api/auth';
import type { FeedbackDialog } from '@/services/auth/auth-errors';
import type { PageContextProps } from '@/services/page-props';

import type { RegistrationEvent, RegistrationStrategy } from './registration-flow';

/** What every sign-up step gets from the screen. */
export interface StepContext {
  readonly page: PageContextProps;
  readonly form: ReturnType<typeof useAuthForm>;
  readonly strategy: RegistrationStrategy;
  readonly dispatch: Dispatch<RegistrationEvent>;
  readonly onDialog: (dialog: FeedbackDialog) => void;
  readonly onSession: (session: SessionResult) => Promise<unknown>;
}
