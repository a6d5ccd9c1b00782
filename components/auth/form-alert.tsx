import { useFixedT } from '@/components/i18n/use-fixed-t';
import type { FeedbackMessage } from '@/services/auth/auth-feedback';

/** The form-level message after a refused submit, announced when it appears. */
export function FormAlert({ message }: { readonly message: FeedbackMessage | null }) {
  const t = useFixedT('auth');
  return (
    <div className="auth-form-alert" role="alert" aria-live="assertive">
      {message ? <p className="auth-form-alert-text">{t(message.key, { ...message.values })}</p> : null}
    </div>
  );
}
