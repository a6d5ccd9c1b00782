import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface Shown {
  /** what shows while the code loads (nothing by default) */
  readonly pending?: ReactNode;
  /** what shows when the code could not load (nothing by default) */
  readonly failed?: ReactNode;
}

/**
 * A component whose code loads when it first renders, with React's own
 * `lazy` and `Suspense` (next/dynamic's loader would cost every page
 * 1.4 kB; issue 40). On the server the page waits for it, as Next's render
 * waits for everything (`allReady`); in the browser React keeps the
 * server's HTML until the code is here, then hydrates it. A load that fails
 * shows `failed` where the component would be, not an error for the page;
 * the module is not asked again, as a failed import is not.
 * Browser-only components are wrapped in `afterHydration` as well.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { pending = null, failed = null }: Shown = {},
): ComponentType<P> {
  function Failed() {
    return failed;
  }
  const Lazy = lazy(() =>
    load().then(
      (Loaded) => ({ default: Loaded }),
      () => ({ default: Failed as ComponentType<P> }),
    ),
  );
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={pending}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
