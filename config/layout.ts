import type { Platform } from './platform';

/** LAYOUT-5: the register page's layouts; `old` is the "deadpool" one. */
export const LAYOUT_VARIANTS = ['old', 'newPriceA', 'newPriceB', 'newBrand', 'new'] as const;

/** LAYOUT-5: the layout skeleton gives up waiting for the A/B configuration after this long. */
export const LAYOUT_LOADING_LIMIT_MS = 3_000;

/** LAYOUT-5: where a device keeps the layout it was given, so it stays the same on the next visit. */
export const LAYOUT_VARIANT_STORAGE_KEY: Readonly<Record<Platform, string>> = {
  pc: 'register_ui_variant_pc',
  mobile: 'register_ui_variant_h5',
};

/** LAYOUT-5: the web config entries holding the A/B assignment of the register UI, per device kind. */
export const LAYOUT_AB_CONFIG_KEYS = { pc: 'register_ui_ab_pc', h5: 'register_ui_ab_h5' } as const;
