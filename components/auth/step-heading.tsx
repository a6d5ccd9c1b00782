import type { ReactNode } from 'react';

import { useRouteHeading } from '@/components/page/route-screen';

/**
 * Issue 39: a step's title. Where the route gave its heading to the steps
 * (RouteScreen titledBySteps) it is the page's one h1, with the id the
 * route's section is labelled by; elsewhere (the mini app) an h2 under the
 * route's. Focus goes to the step's first field to fill (useFocusToFill),
 * to the title only when the step has none.
 */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  const titlesPage = useRouteHeading() !== null;
  return titlesPage ? (
    <h1 id="route-title" tabIndex={-1} className="auth-step-title auth-step-title-page" data-focus-fallback="">
      {children}
    </h1>
  ) : (
    <h2 tabIndex={-1} className="auth-step-title" data-focus-fallback="">
      {children}
    </h2>
  );
}
