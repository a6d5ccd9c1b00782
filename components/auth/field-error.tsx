import { useMessageText } from '@/components/errors/message-text';
import type { FormMessage } from '@/services/errors/screen-errors';

/** The message under a field, tied to it by aria-describedby; empty when there is no error. */
export function FieldError({ id, message }: { readonly id: string; readonly message: FormMessage | null }) {
  const text = useMessageText();
  return (
    <p id={id} className="auth-field-error">
      {message ? text(message) : ''}
    </p>
  );
}
