import { useCallback, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { endOtherSessions, endSession, fetchSessions, type SessionItem } from '@/services/api/devices';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

import { refusalNews, type RefusalNews } from './refusal';

/** What the sessions part says after an action: done, or why not. */
export type SessionsNews =
  | { readonly kind: 'ended'; readonly session: SessionItem }
  | { readonly kind: 'othersEnded'; readonly count: number }
  | RefusalNews;

/** Which ending waits for the person's yes: one session's, or every other one's. */
export type SessionsConfirming =
  { readonly kind: 'one'; readonly session: SessionItem } | { readonly kind: 'others' } | null;

/**
 * Issue 36 item 8, the account's live sessions: listed (this one first),
 * ended one by one or all but this one, each after the person confirms in
 * the row; the request layer asks for the re-proof the api wants (31230)
 * and sends the call again. A session already gone (31240) is said and the
 * list read again.
 */
export function useSessions() {
  const sessions = useLoader(() => fetchSessions(), [], { reloadWhenReachable: true });
  const [confirming, setConfirming] = useState<SessionsConfirming>(null);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<SessionsNews | null>(null);
  const { reload } = sessions;

  const confirm = useCallback(async () => {
    if (!confirming) return;
    setBusy(true);
    setNews(null);
    try {
      if (confirming.kind === 'one') {
        await endSession(confirming.session.id);
        setNews({ kind: 'ended', session: confirming.session });
      } else {
        setNews({ kind: 'othersEnded', count: await endOtherSessions() });
      }
      setConfirming(null);
      reload();
    } catch (error) {
      setNews(refusalNews(error));
      if (isRequestError(error) && error.code === RET_CODES.sessionNotFound) {
        setConfirming(null);
        reload();
      }
    } finally {
      setBusy(false);
    }
  }, [confirming, reload]);

  return {
    sessions,
    /** the ending that waits for a yes */
    confirming,
    busy,
    news,
    askEnd: (session: SessionItem) => {
      setNews(null);
      setConfirming({ kind: 'one', session });
    },
    askEndOthers: () => {
      setNews(null);
      setConfirming({ kind: 'others' });
    },
    cancel: () => setConfirming(null),
    confirm,
  };
}
