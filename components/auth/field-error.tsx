import { useMessageText } from '@/components/errors/message-text';
import type { FormMessage } from '@/services/errors/screen-errors';

/** The message under a field, tied to it by aria-describedby; empty when there is no error. */
export function FieldError({
  id,
  message,
  links = {},
  linkText,
}: {
  readonly id: string;
  readonly message: FormMessage | null;
  /** where the message's way forward leads, and how it reads */
  readonly links?: Partial<Record<NonNullable<FormMessage['action']>, string>>;
  readonly linkText?: (action: NonNullable<FormMessage['action']>) => string;
}) {
  const text = useMessageText();
  const href = message?.action ? links[message.action] : undefined;
  return (
    <p id={id} className="auth-field-error">
      {message ? text(message) : ''}
      {message?.action && href && linkText ? (
        <>
          {' '}
          <a href={href}>{linkText(message.action)}</a>
        </>
      ) : null}
    </p>
  );
}
