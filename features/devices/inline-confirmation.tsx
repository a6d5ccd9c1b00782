import { useEffect, useId, useRef } from 'react';

import { ActionButton } from '@/components/auth/action-button';

/**
 * A question asked in the row it is about, then yes or no; the focus moves
 * to the question so a screen reader reads it, and back is one press away.
 */
export function InlineConfirmation({
  question,
  yes,
  no,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector('p')?.focus(), []);
  return (
    <div className="device-confirm" role="group" aria-labelledby={id} ref={ref} data-testid="device-confirm">
      <p id={id} tabIndex={-1}>
        {question}
      </p>
      <div className="security-actions">
        <ActionButton kind="primary" loading={busy} onClick={onConfirm}>
          {yes}
        </ActionButton>
        <ActionButton onClick={onCancel}>{no}</ActionButton>
      </div>
    </div>
  );
}
