import { useLoader } from '@/components/hooks/use-loader';
import { endOtherSessions, endSession, fetchSessions, type SessionItem } from '@/services/api/devices';
import { RET_CODES } from '@/services/errors/ret-codes';

import type { RefusalNews } from './refusal';
import { useConfirmedChange } from './use-confirmed-change';

/** What the sessions part says after an action: done, or why not. */
export type SessionsNews =
  | { readonly kind: 'ended'; readonly session: SessionItem }
  | { readonly kind: 'othersEnded'; readonly count: number }
  | RefusalNews;

/** Which ending waits for the person's yes: one session's, or every other one's. */
export type SessionsConfirming =
  { readonly kind: 'one'; readonly session: SessionItem } | { readonly kind: 'others' } | null;

type Ending = NonNullable<SessionsConfirming>;

/** Ends what the person confirmed, and says what was done. */
async function endSessions(ending: Ending): Promise<SessionsNews> {
  if (ending.kind === 'one') {
    await endSession(ending.session.id);
    return { kind: 'ended', session: ending.session };
  }
  return { kind: 'othersEnded', count: await endOtherSessions() };
}

/**
 * Issue 36 item 8, the account's live sessions: listed (this one first),
 * ended one by one or all but this one, each after the person confirms in
 * the row; the request layer asks for the re-proof the api wants (31230)
 * and sends the call again. A session already gone (31240) is said and the
 * list read again.
 */
export function useSessions() {
  const sessions = useLoader(() => fetchSessions(), [], { reloadWhenReachable: true });
  const change = useConfirmedChange(endSessions, {
    reload: sessions.reload,
    gone: RET_CODES.sessionNotFound,
  });
  return {
    sessions,
    /** the ending that waits for a yes */
    confirming: change.confirming,
    busy: change.busy,
    news: change.news,
    askEnd: (session: SessionItem) => change.ask({ kind: 'one', session }),
    askEndOthers: () => change.ask({ kind: 'others' }),
    cancel: change.cancel,
    confirm: change.confirm,
  };
}
