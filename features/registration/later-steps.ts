import { lazyComponent } from '@/components/hooks/lazy-component';

/**
 * The steps after the account one are needed only once the api has sent a
 * code or a link: they load then, or as soon as the visitor starts on the
 * first step (preloadLaterSteps), so moving on never waits for them.
 */
const loadCodeStep = () => import('./code-step');
const loadLinkStep = () => import('./link-step');
const loadPasswordStep = () => import('./password-step');

export const CodeStep = lazyComponent(() => loadCodeStep().then((m) => m.CodeStep));
export const LinkStep = lazyComponent(() => loadLinkStep().then((m) => m.LinkStep));
export const PasswordStep = lazyComponent(() => loadPasswordStep().then((m) => m.PasswordStep));

let preloaded = false;

export function preloadLaterSteps(): void {
  if (preloaded) return;
  preloaded = true;
  void Promise.all([loadCodeStep(), loadLinkStep(), loadPasswordStep()]).catch(() => {
    // a failed preload is tried again when the step renders
    preloaded = false;
  });
}
