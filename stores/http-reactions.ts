import { forgetProfile } from '@/services/api/user';
import type { Reaction } from '@/services/errors/catalogue';
import { http, type HttpClient } from '@/services/http';

import { toasts, type ToastStore } from './toast-store';

/** What the UI does with the catalogue's reactions: toasts, and forgetting the profile on 10006. */
export function applyReaction(reaction: Reaction, store: ToastStore = toasts): void {
  if ((reaction.kind === 'toast' || reaction.kind === 'page-session') && reaction.clearProfile) forgetProfile();
  store.showReaction(reaction);
}

/** Connects the request layer to the UI once, in the browser. */
export function connectHttpReactions(client: HttpClient = http, store: ToastStore = toasts): () => void {
  client.setReactionSink((reaction) => applyReaction(reaction, store));
  return () => client.setReactionSink(null);
}
