import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';

import { ErrorCodeLine, useMessageText } from '@/components/errors/message-text';
import { ServiceNotice } from '@/components/errors/service-notice';
import { useApiReachable } from '@/components/hooks/use-api-reachable';
import type { FormMessage } from '@/services/errors/screen-errors';
import { apiStatus } from '@/stores/api-status';

interface Props {
  readonly message: FormMessage | null;
  /** where the way forward of a message leads (LOGIN-5: password recovery with the account kept) */
  readonly links?: Partial<Record<NonNullable<FormMessage['action']>, string>>;
}

/**
 * The form's one alert, announced when it appears: the refusal of the last
 * submit with its code for support and its way forward, or, while the api
 * gives no answer, the page's notice (this form shows it instead of the
 * shell).
 */
export function FormAlert({ message, links = {} }: Props) {
  const { t } = useTranslation('auth');
  const text = useMessageText(message);
  const reachable = useApiReachable();
  useEffect(() => apiStatus.claimNotice(), []);
  const href = message?.action ? links[message.action] : undefined;
  let body = null;
  if (!reachable) body = <ServiceNotice />;
  else if (message) {
    body = (
      <div className="auth-form-alert-text">
        <p>{text(message)}</p>
        {href && message.action && (
          <p>
            <a href={href}>{t(`links.${message.action}`)}</a>
          </p>
        )}
        <ErrorCodeLine code={message.code} />
      </div>
    );
  }
  return (
    <div className="auth-form-alert" role="alert">
      {body}
    </div>
  );
}
