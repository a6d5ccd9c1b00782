import { useCallback, useState } from 'react';

import type { RetCode } from '@/contract/ret-codes';
import { isRequestError } from '@/services/http/errors';

import { refusalNews, type RefusalNews } from './refusal';

/**
 * Issue 36 item 8: a change of a list (end a session, forget a device) that
 * waits for the person's yes in the row. `change` makes it and says what to
 * tell; the list is read again after it, and after a refusal saying its item
 * is already `gone` (which also closes the question). Any other refusal is
 * told and the question stays.
 */
export function useConfirmedChange<Target, News>(
  change: (target: Target) => Promise<News>,
  { reload, gone }: { readonly reload: () => void; readonly gone: RetCode },
) {
  const [confirming, setConfirming] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<News | RefusalNews | null>(null);

  const confirm = useCallback(async () => {
    if (!confirming) return;
    setBusy(true);
    setNews(null);
    try {
      setNews(await change(confirming));
      setConfirming(null);
      reload();
    } catch (error) {
      setNews(refusalNews(error));
      if (isRequestError(error) && error.code === gone) {
        setConfirming(null);
        reload();
      }
    } finally {
      setBusy(false);
    }
  }, [change, confirming, gone, reload]);

  return {
    /** what waits for a yes */
    confirming,
    busy,
    news,
    ask: (target: Target) => {
      setNews(null);
      setConfirming(target);
    },
    cancel: () => setConfirming(null),
    confirm,
  };
}
