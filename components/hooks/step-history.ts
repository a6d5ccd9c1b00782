/**
 * Issue 39: the pure rules behind useStepHistory: how a multi-step flow's
 * step rides in the page's address (`?step=`) and in its history entries,
 * and how what the flow keeps in sessionStorage is read back.
 */

/** The address's query parameter that names the step after the first. */
export const STEP_PARAM = 'step';

/** How long a kept flow may be resumed (a sent code is valid for 10 minutes; a link or a verified sign-up longer). */
export const STEP_FLOW_MAX_AGE_MS = 30 * 60 * 1000;

/** What a history entry of a flow carries (no `__N`: Next's router leaves such an entry to the page). */
export interface StepEntry {
  /** the flow's storage key: an entry of another flow or page is not ours */
  readonly key: string;
  readonly step: string;
  /** how many entries of this flow stand before it */
  readonly index: number;
}

/** What the flow keeps in sessionStorage: never a password; the flow decides what `data` holds. */
export interface StoredFlow {
  readonly step: string;
  readonly data: unknown;
  readonly savedAt: number;
}

const VERSION = 1;

/** The flow's marker in a history entry's state, or null when the entry is not this flow's. */
export function stepEntryOf(historyState: unknown, key: string): StepEntry | null {
  if (!historyState || typeof historyState !== 'object') return null;
  const entry = (historyState as { __xStep?: unknown }).__xStep;
  if (!entry || typeof entry !== 'object') return null;
  const { key: entryKey, step, index } = entry as Record<string, unknown>;
  if (entryKey !== key || typeof step !== 'string' || typeof index !== 'number' || index < 0) return null;
  return { key, step, index: Math.floor(index) };
}

/** The state a history entry of the flow is written with. */
export function stepEntryState(entry: StepEntry): { readonly __xStep: StepEntry } {
  return { __xStep: entry };
}

/** The page's address at `step`: the first step (null) drops the parameter; the rest of the query and the hash stay. */
export function stepHref(href: string, step: string | null): string {
  const url = new URL(href);
  if (step === null) url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The step the address names, or null (the first step). */
export function stepOfHref(href: string): string | null {
  return new URL(href).searchParams.get(STEP_PARAM) || null;
}

/** The text kept in sessionStorage for a flow at `step`. */
export function storedFlowText(step: string, data: unknown, now: number): string {
  return JSON.stringify({ v: VERSION, step, data, savedAt: now });
}

/**
 * What sessionStorage holds for the flow, or null when there is nothing,
 * it is not ours (another shape or version), it comes from the future, or
 * it is older than `maxAgeMs`. The flow still checks `data` itself.
 */
export function readStoredFlow(text: string | null, now: number, maxAgeMs = STEP_FLOW_MAX_AGE_MS): StoredFlow | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { v, step, data, savedAt } = parsed as Record<string, unknown>;
  if (v !== VERSION || typeof step !== 'string' || typeof savedAt !== 'number') return null;
  if (savedAt > now + 60_000 || now - savedAt > maxAgeMs) return null;
  return { step, data, savedAt };
}
