import { forgetProfile } from '@/services/api/user';
import type { Reaction } from '@/services/errors/catalogue';
import { http, type HttpClient } from '@/services/http';

import { apiStatus, type ApiStatus } from './api-status';
import { toasts, type ToastStore } from './toast-store';

/**
 * What the UI does with the catalogue's reactions: toasts, forgetting the
 * profile on 10006, and whether the api answers at all (an unreachable api
 * is one notice, not a toast per call).
 */
export function applyReaction(reaction: Reaction, store: ToastStore = toasts, status: ApiStatus = apiStatus): void {
  if ((reaction.kind === 'toast' || reaction.kind === 'page-session') && reaction.clearProfile) forgetProfile();
  if (reaction.kind === 'unreachable') status.markUnreachable();
  else status.markReachable();
  store.showReaction(reaction);
}

/** Connects the request layer to the UI once, in the browser. */
export function connectHttpReactions(
  client: HttpClient = http,
  store: ToastStore = toasts,
  status: ApiStatus = apiStatus,
): () => void {
  client.setReactionSink((reaction) => applyReaction(reaction, store, status));
  const online = () => void status.retryNow();
  window.addEventListener('online', online);
  return () => {
    client.setReactionSink(null);
    window.removeEventListener('online', online);
  };
}
