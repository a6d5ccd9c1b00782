import { useSyncExternalStore } from 'react';

import { apiStatus } from '@/stores/api-status';

const reachableOnServer = () => true;

/** Whether the api answers (always true on the server). */
export function useApiReachable(): boolean {
  return useSyncExternalStore(apiStatus.store.subscribe, () => apiStatus.store.getState().reachable, reachableOnServer);
}
