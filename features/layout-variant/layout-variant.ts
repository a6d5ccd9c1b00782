import { LAYOUT_LOADING_LIMIT_MS, LAYOUT_VARIANT_STORAGE_KEY, LAYOUT_VARIANTS } from '@/config/layout';
import type { Platform } from '@/config/platform';

/** LAYOUT-5: `old` is the "deadpool" layout, `new` the new UI. */
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];

export interface LayoutVariantInput {
  readonly query: URLSearchParams;
  readonly platform: Platform;
  /** the A/B platform's parameters for the register UI, one per device kind; null before (or without) them */
  readonly abParams: { readonly pc?: unknown; readonly h5?: unknown } | null;
  /** what this device stored under `layoutVariantStorageKey(platform)` */
  readonly remembered: string | null;
}

export interface LayoutVariantChoice {
  readonly variant: LayoutVariant;
  readonly source: 'query' | 'remembered' | 'ab' | 'default';
  /** whether the caller should store the variant for this device */
  readonly remember: boolean;
}

/** LAYOUT-5: without a choice, phones keep the old layout and desktops get the new brand. */
const DEFAULT_VARIANT: Readonly<Record<Platform, LayoutVariant>> = { mobile: 'old', pc: 'newBrand' };

/** LAYOUT-5: the `ui` query names only the two ends; case is forgiven, as people type it into links. */
const UI_QUERY: Readonly<Record<string, LayoutVariant>> = { old: 'old', new: 'new' };

const AB_PARAM: Readonly<Record<Platform, 'pc' | 'h5'>> = { pc: 'pc', mobile: 'h5' };

export function isLayoutVariant(value: unknown): value is LayoutVariant {
  return typeof value === 'string' && (LAYOUT_VARIANTS as readonly string[]).includes(value);
}

/** The variant an A/B parameter names: a bare name, `{ variant }` or `{ value }` (exact names only). */
function abVariant(param: unknown): LayoutVariant | null {
  if (isLayoutVariant(param)) return param;
  if (typeof param !== 'object' || param === null) return null;
  const { variant, value } = param as { variant?: unknown; value?: unknown };
  if (isLayoutVariant(variant)) return variant;
  return isLayoutVariant(value) ? value : null;
}

/**
 * LAYOUT-5: which layout the register page shows. The `ui` query wins; then
 * the layout this device was given before (sticky); then this device kind's
 * A/B assignment; then the default. Choices made by query or A/B are to be
 * remembered; the default is not, so a later A/B assignment can still apply.
 */
export function chooseLayoutVariant(input: LayoutVariantInput): LayoutVariantChoice {
  const ui = input.query.get('ui')?.trim().toLowerCase();
  const asked = ui ? UI_QUERY[ui] : undefined;
  if (asked) return { variant: asked, source: 'query', remember: true };

  if (isLayoutVariant(input.remembered)) return { variant: input.remembered, source: 'remembered', remember: false };

  const assigned = abVariant(input.abParams?.[AB_PARAM[input.platform]]);
  if (assigned) return { variant: assigned, source: 'ab', remember: true };

  return { variant: DEFAULT_VARIANT[input.platform], source: 'default', remember: false };
}

/** LAYOUT-5: where a device of this kind keeps its layout. */
export function layoutVariantStorageKey(platform: Platform): string {
  return LAYOUT_VARIANT_STORAGE_KEY[platform];
}

/** LAYOUT-5: the loading state ends when the configuration arrives, or at the latest after the limit. */
export function loadingEnded(startedAt: number, now: number, configArrived: boolean): boolean {
  return configArrived || now - startedAt >= LAYOUT_LOADING_LIMIT_MS;
}

/** LAYOUT-5: how long a timer should still wait before ending the loading state (never more than the limit). */
export function loadingTimeLeft(startedAt: number, now: number): number {
  return Math.min(LAYOUT_LOADING_LIMIT_MS, Math.max(0, startedAt + LAYOUT_LOADING_LIMIT_MS - now));
}

/** LAYOUT-5: an A/B config value: JSON (`"newPriceA"`, `{"variant":"newPriceB"}`) or a bare name. */
export function abParamOf(value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
