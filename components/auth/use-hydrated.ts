import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once React runs in
 * the browser. A sign-in form's submit waits for it: pressed earlier, the
 * browser would submit the form natively, password field included.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
