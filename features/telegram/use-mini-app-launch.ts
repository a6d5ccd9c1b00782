import { useEffect, useRef, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';

import { readMiniAppLaunch } from './launch-params';
import { launchPhase, launchRefusalDialog, type MiniAppAuthDialog, type MiniAppLaunch } from './mini-app-launch';

/**
 * TG-1, TG-7: what every mini-app page starts with: the launch the platform
 * gave it (none: the page is not open in Telegram), then `start`, the
 * page's first call with it. A call refused for the launch data shows the
 * TG-7 dialog; `refuse` does the same for the page's later calls. `enabled`
 * false holds the first call back (the page has nothing to ask yet).
 */
export function useMiniAppLaunch<T>(
  start: (launch: MiniAppLaunch) => Promise<T>,
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const read = useLoader(() => readMiniAppLaunch().catch(() => null), []);
  const launch = read.status === 'done' ? read.data : null;

  const latestStart = useRef(start);
  useEffect(() => {
    latestStart.current = start;
  });
  const first = useLoader(
    async () => {
      if (!launch) throw new Error('no launch to start with');
      return latestStart.current(launch);
    },
    [launch],
    { enabled: enabled && launch !== null },
  );
  const phase = launchPhase(read, first);

  /** a later call's refusal (TG-7) */
  const [laterDialog, setLaterDialog] = useState<MiniAppAuthDialog | null>(null);
  /** the first call's refusal whose dialog was closed */
  const [closedRefusal, setClosedRefusal] = useState<unknown>(null);
  const firstDialog = phase.kind === 'refused' && closedRefusal !== first.error ? phase.dialog : null;

  return {
    phase,
    launch,
    authDialog: laterDialog ?? firstDialog,
    closeAuthDialog: () => {
      setLaterDialog(null);
      setClosedRefusal(first.error);
    },
    /** TG-7: a later call refused for the launch data shows its dialog; the dialog, or null when it did not */
    refuse: (error: unknown): MiniAppAuthDialog | null => {
      const dialog = launchRefusalDialog(error);
      if (dialog) setLaterDialog(dialog);
      return dialog;
    },
    /** the first call again (after a failure) */
    retry: first.reload,
  };
}
