import type { ComponentType } from 'react';

import { useHydrated } from '@/components/auth/use-hydrated';

/**
 * A browser-only component (a lazyComponent the server does not render) that renders
 * nothing until the page has hydrated. A lazy component renders its pending state
 * on the server, but in the browser whatever its module holds when the
 * component renders, the server's snapshot included: a module that is
 * already there when the component hydrates (from the HTTP cache on a second
 * visit, with React's hydration yielding or restarting meanwhile) renders
 * where the server rendered nothing, and React throws #418 and renders the
 * whole page again. Seen on the login page after a logout (its QR panel).
 * Wrap every browser-only `lazyComponent` in this.
 */
export function afterHydration<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function AfterHydration(props: P) {
    return useHydrated() ? <Component {...props} /> : null;
  }
  AfterHydration.displayName = `AfterHydration(${Component.displayName ?? Component.name ?? 'Component'})`;
  return AfterHydration;
}
