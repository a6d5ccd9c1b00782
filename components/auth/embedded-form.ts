import type { SessionResult } from '@/services/api/auth';

/**
 * TG-1: a login or sign-up form shown inside another screen (the mini app):
 * the screen takes the session on (link authorisation, TG-3) instead of the
 * form leaving, and switches between its own forms.
 */
export interface EmbeddedForm {
  readonly onSession: (session: SessionResult) => Promise<unknown>;
  readonly onSwitch: () => void;
}
