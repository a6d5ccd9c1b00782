import { useCallback, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import {
  disableTotp,
  enableTotp,
  fetchSecuritySettings,
  renewRecoveryCodes,
  sendSecurityCode,
  setLoginCodes,
  startTotpSetup,
} from '@/services/api/security-settings';
import { alertMessageOf, type FormMessage } from '@/services/errors/screen-errors';

export type Channel = 'email' | 'sms';

/** Which change waits for a code; one at a time. */
export type Editing =
  | { readonly item: 'totp-setup'; readonly secret: string; readonly uri: string }
  | { readonly item: 'channel'; readonly channel: Channel }
  | null;

/** What the section says after an action: what was done (a key of `security`), or why not. */
export type SecurityNews =
  | { readonly kind: 'done'; readonly key: DoneKey; readonly channel?: Channel }
  | { readonly kind: 'refusal'; readonly message: FormMessage };

type DoneKey =
  'settings.totp.enabled' | 'settings.totp.disabled' | 'settings.channel.enabled' | 'settings.channel.disabled';

/** The action whose button shows it runs. */
type Running = 'totp-setup' | 'totp-off' | 'recovery' | `channel-${Channel}` | null;

/**
 * Issue 26, issue 36: the flows of the account's security settings. Each
 * change the api asks a re-proof for waits for the re-proof dialog (the http
 * client's), then goes on; turning the app off, codes by email or SMS off
 * and new recovery codes need nothing else; the app's new key and codes by
 * email or SMS on are confirmed by a code as well. A refusal (the re-proof
 * given up included) is told in the section, never dropped.
 */
export function useAccountSecurity() {
  const settings = useLoader(() => fetchSecuritySettings(), [], { reloadWhenReachable: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [news, setNews] = useState<SecurityNews | null>(null);
  const [running, setRunning] = useState<Running>(null);
  const { reload } = settings;

  /** A failure told in the section's alert; one the page's notice or a toast tells already, not again. */
  const refused = useCallback((error: unknown) => {
    const message = alertMessageOf(error);
    setNews(message ? { kind: 'refusal', message } : null);
  }, []);

  /** A change went through: say so, show new recovery codes if it brought them, read the settings again. */
  const done = useCallback(
    (said: SecurityNews | null, result?: { readonly recovery_codes?: readonly string[] }) => {
      setEditing(null);
      setNews(said);
      if (result?.recovery_codes) setCodes(result.recovery_codes);
      reload();
    },
    [reload],
  );

  /** Runs `action` with its button busy; a refusal is told. */
  const run = async (which: Running, action: () => Promise<void>) => {
    if (running) return;
    setRunning(which);
    setNews(null);
    try {
      await action();
    } catch (error) {
      refused(error);
    } finally {
      setRunning(null);
    }
  };

  return {
    settings,
    editing,
    codes,
    news,
    running,
    dismissCodes: () => setCodes(null),
    cancelEditing: () => setEditing(null),

    /** A new key for the app (after a re-proof): its QR code and the field for its first code. */
    startTotpSetup: () =>
      run('totp-setup', async () => {
        setEditing({ item: 'totp-setup', ...(await startTotpSetup()) });
      }),
    /** The new key's code turns the app on; a refusal is the code form's to tell. */
    enableTotp: async (code: string) => {
      done({ kind: 'done', key: 'settings.totp.enabled' }, await enableTotp(code));
    },
    turnTotpOff: () =>
      run('totp-off', async () => {
        await disableTotp();
        done({ kind: 'done', key: 'settings.totp.disabled' });
      }),

    /** On: a code goes to the channel first, for the form; off: at once (after a re-proof). */
    switchChannel: (channel: Channel, enabled: boolean) =>
      run(`channel-${channel}`, async () => {
        setEditing(null);
        if (enabled) {
          await sendSecurityCode(channel);
          setEditing({ item: 'channel', channel });
        } else {
          done({ kind: 'done', key: 'settings.channel.disabled', channel }, await setLoginCodes({ channel, enabled }));
        }
      }),
    /** The code sent turns the channel on; a refusal is the code form's to tell. */
    confirmChannel: async (channel: Channel, code: string) => {
      done(
        { kind: 'done', key: 'settings.channel.enabled', channel },
        await setLoginCodes({ channel, enabled: true, code }),
      );
    },
    /** Another code to the channel; a refusal (too soon) is told. */
    resendChannelCode: async (channel: Channel): Promise<number | null> => {
      try {
        return await sendSecurityCode(channel);
      } catch (error) {
        refused(error);
        return null;
      }
    },

    renewRecoveryCodes: () =>
      run('recovery', async () => {
        setEditing(null);
        done(null, await renewRecoveryCodes());
      }),
  };
}
