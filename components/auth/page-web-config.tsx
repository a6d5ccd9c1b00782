import type { ReactNode } from 'react';

import { webConfig } from '@/stores/config-store';

import { PageWebConfigContext } from './use-web-config';

/**
 * UI-6: hands the configuration the page came with to the screens. In the
 * browser it also fills the store before anything reads it, so the first
 * render there is the server's and no request is made for it.
 */
export function PageWebConfig({
  config,
  children,
}: {
  readonly config: Readonly<Record<string, string>> | null | undefined;
  readonly children: ReactNode;
}) {
  if (config && typeof window !== 'undefined') webConfig.seed(config);
  return <PageWebConfigContext.Provider value={config ?? null}>{children}</PageWebConfigContext.Provider>;
}
