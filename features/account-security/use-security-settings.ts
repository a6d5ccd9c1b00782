import { useTranslation } from 'next-i18next/pages';
import { useCallback, useRef, useState } from 'react';

import { useLoader } from '@/components/hooks/use-loader';
import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import {
  disableTotp,
  enableTotp,
  fetchSecuritySettings,
  renewRecoveryCodes,
  sendSecurityCode,
  setLoginCodes,
  startTotpSetup,
} from '@/services/api/security-settings';
import { codeDigits, isCompleteCode } from '@/services/auth/account-rules';
import { sentAtFor } from '@/services/auth/reproof';
import { alertMessageOf, type FormMessage } from '@/services/errors/screen-errors';
import { toasts } from '@/stores/toast-store';

import { codeRefusalOf, setupCodeRefusalOf } from './code-refusal';

export type Channel = 'email' | 'sms';

/** Which change waits for a code; one at a time. */
export type Editing =
  | { readonly item: 'totp-setup'; readonly secret: string; readonly uri: string }
  /** `sentAt`: when the channel's last code went out (ms), for the resend countdown */
  | { readonly item: 'channel'; readonly channel: Channel; readonly sentAt: number }
  | null;

/** The code form of the change that waits for a code. */
export interface CodeFormState {
  /** the digits typed or pasted */
  readonly value: string;
  /** what the field says: the code's refusal, or its resend's */
  readonly error: FormMessage | null;
  /** the code is being checked */
  readonly confirming: boolean;
  /** another code is being sent */
  readonly resending: boolean;
}

/** Why the section's last action did not go through, told in its alert (what went through is a toast). */
export type SecurityNews = { readonly kind: 'refusal'; readonly message: FormMessage };

/** What went through, said by a success toast (issue 39): a key of `security`, and the channel it names. */
export interface SecurityDone {
  readonly key: DoneKey;
  readonly channel?: Channel;
}

type DoneKey =
  'settings.totp.enabled' | 'settings.totp.disabled' | 'settings.channel.enabled' | 'settings.channel.disabled';

/** The action whose button shows it runs. */
type Running = 'totp-setup' | 'totp-off' | 'recovery' | `channel-${Channel}` | null;

const EMPTY_FORM: CodeFormState = { value: '', error: null, confirming: false, resending: false };
const CODE_LENGTH: FormMessage = { ns: 'security', key: 'secondStep.codeLength' };

/**
 * Issue 26, issue 36, issue 38: the flows of the account's security
 * settings; the section (account-security.tsx) renders what this answers.
 * Each change the api asks a re-proof for waits for the re-proof dialog (the
 * http client's), then goes on; turning the app off, codes by email or SMS
 * off and new recovery codes need nothing else; the app's new key and codes
 * by email or SMS on are confirmed by a code as well. Every refusal goes
 * through the one error path (services/errors/screen-errors.ts): a change's
 * in the section's alert, a code's or a resend's by the code field (a wrong
 * code as every code form says it). None is dropped while the person waits.
 */
export function useSecuritySettings() {
  const { t, i18n } = useTranslation('security');
  const locale = i18n?.language ?? 'en';
  const settings = useLoader(() => fetchSecuritySettings(), [], { reloadWhenReachable: true });
  const [editing, setEditingState] = useState<Editing>(null);
  const [form, setForm] = useState<CodeFormState>(EMPTY_FORM);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [news, setNews] = useState<SecurityNews | null>(null);
  const [running, setRunning] = useState<Running>(null);
  // one action at a time, also for presses within the same render
  const busy = useRef(false);
  const { reload } = settings;

  /** Another change (or none) waits for a code: its form starts empty. */
  const setEditing = useCallback((next: Editing) => {
    setEditingState(next);
    setForm(EMPTY_FORM);
  }, []);

  /** A failure told in the section's alert; one the page's notice or a toast tells already, not again. */
  const refused = useCallback((error: unknown) => {
    const message = alertMessageOf(error);
    setNews(message ? { kind: 'refusal', message } : null);
  }, []);

  /**
   * A change went through: a success toast says so (issue 39), new recovery
   * codes it brought are shown, the settings are read again.
   */
  const done = useCallback(
    (said: SecurityDone | null, result?: { readonly recovery_codes?: readonly string[] }) => {
      setEditing(null);
      setNews(null);
      if (said) {
        const channel = said.channel ? { channel: t(`settings.channel.name.${said.channel}`) } : undefined;
        toasts.showNotice(`security:${said.key}`, channel);
      }
      if (result?.recovery_codes) setCodes(result.recovery_codes);
      reload();
    },
    [reload, setEditing, t],
  );

  /** Runs `action` with its button busy; a refusal is told in the section. */
  const run = async (which: Exclude<Running, null>, action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(which);
    setNews(null);
    try {
      await action();
    } catch (error) {
      refused(error);
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  /** A code's or a resend's refusal, by the field: a wrong code empties it for another. */
  const codeRefused = (error: unknown) => {
    // the app's new key: a typo is not yet a guess (code-refusal.ts)
    const refusal = (editing?.item === 'totp-setup' ? setupCodeRefusalOf : codeRefusalOf)(error, locale);
    setForm((f) => ({
      ...f,
      value: refusal.kind === 'wrong-code' ? '' : f.value,
      error: refusal.kind === 'none' ? null : refusal.message,
    }));
  };

  /** The code the open form waits for turns the change on. */
  const confirm = async (code: string) => {
    if (editing?.item === 'totp-setup') {
      done({ key: 'settings.totp.enabled' }, await enableTotp(code));
    } else if (editing?.item === 'channel') {
      const { channel } = editing;
      done({ key: 'settings.channel.enabled', channel }, await setLoginCodes({ channel, enabled: true, code }));
    }
  };

  return {
    settings,
    editing,
    form,
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
    turnTotpOff: () =>
      run('totp-off', async () => {
        await disableTotp();
        done({ key: 'settings.totp.disabled' });
      }),

    /** On: a code goes to the channel first, for the form; off: at once (after a re-proof). */
    switchChannel: (channel: Channel, enabled: boolean) =>
      run(`channel-${channel}`, async () => {
        setEditing(null);
        if (enabled) {
          const wait = await sendSecurityCode(channel);
          setEditing({ item: 'channel', channel, sentAt: sentAtFor(wait, RESEND_COOLDOWN_SECONDS, Date.now()) });
        } else {
          done({ key: 'settings.channel.disabled', channel }, await setLoginCodes({ channel, enabled }));
        }
      }),

    renewRecoveryCodes: () =>
      run('recovery', async () => {
        setEditing(null);
        done(null, await renewRecoveryCodes());
      }),

    /** The digits typed or pasted; a refusal said by the field goes with them. */
    changeCode: (typed: string) => setForm((f) => ({ ...f, value: codeDigits(typed), error: null })),

    /**
     * Sends the code the open form waits for; a refusal is told by its field.
     * `entered`: the code the field completed at its last digit (issue 39), before the state holds it.
     */
    submitCode: async (entered: string = form.value) => {
      if (!editing || busy.current) return;
      const code = entered;
      if (!isCompleteCode(code)) {
        setForm((f) => ({ ...f, error: CODE_LENGTH }));
        return;
      }
      busy.current = true;
      setNews(null);
      setForm((f) => ({ ...f, confirming: true, error: null }));
      try {
        await confirm(code);
      } catch (error) {
        codeRefused(error);
      } finally {
        busy.current = false;
        setForm((f) => ({ ...f, confirming: false }));
      }
    },

    /** Another code to the channel whose form is open; a refusal (too soon, the limit) is told by its field. */
    resendCode: async () => {
      if (editing?.item !== 'channel' || busy.current) return;
      const { channel } = editing;
      busy.current = true;
      setForm((f) => ({ ...f, resending: true, error: null }));
      try {
        const wait = await sendSecurityCode(channel);
        setEditingState({ item: 'channel', channel, sentAt: sentAtFor(wait, RESEND_COOLDOWN_SECONDS, Date.now()) });
      } catch (error) {
        codeRefused(error);
      } finally {
        busy.current = false;
        setForm((f) => ({ ...f, resending: false }));
      }
    },
  };
}
