import { useTranslation } from 'next-i18next/pages';

import { useMessageText } from '@/components/errors/message-text';
import type { FormMessage } from '@/services/errors/screen-errors';

interface Props {
  readonly id: string;
  readonly message: FormMessage | null;
  /** where the way forward of a message leads (issue 39: an existing account's login) */
  readonly links?: Partial<Record<NonNullable<FormMessage['action']>, string>>;
}

/**
 * The message under a field, tied to it by aria-describedby; empty when there
 * is no error. A message with a way forward ends with its link.
 */
export function FieldError({ id, message, links = {} }: Props) {
  const { t } = useTranslation('auth');
  const text = useMessageText(message);
  const href = message?.action ? links[message.action] : undefined;
  return (
    <p id={id} className="auth-field-error">
      {message ? text(message) : ''}
      {href && message?.action && (
        <>
          {' '}
          <a className="auth-field-error-link" href={href}>
            {t(`links.${message.action}`)}
          </a>
        </>
      )}
    </p>
  );
}
