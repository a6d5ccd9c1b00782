import { createStore } from 'zustand/vanilla';

import type { Reaction } from '@/services/errors/catalogue';
import { RET_CODES } from '@/services/errors/ret-codes';

/**
 * Issue 36 item 8: this browser's session ended while the page was open or
 * since it was last used (a logout elsewhere, "Log out everywhere else", a
 * password reset): the api answered a call that carried the token with
 * 10006. The pages of a signed-in person read it to say "You were logged
 * out" instead of going on as if signed in.
 */
export function createSessionEnded() {
  const store = createStore<{ readonly ended: boolean }>(() => ({ ended: false }));
  return {
    store,
    /** Takes note of a reaction: an ended session is one that forgets the profile for a 10006. */
    notice(reaction: Reaction): void {
      if ((reaction.kind === 'toast' || reaction.kind === 'page-session') && reaction.clearProfile) {
        if (reaction.message.code === RET_CODES.sessionInvalid && !store.getState().ended) {
          store.setState({ ended: true });
        }
      }
    },
  };
}

export type SessionEnded = ReturnType<typeof createSessionEnded>;

/** The browser's one record (the server never sees a reaction). */
export const sessionEnded = createSessionEnded();
