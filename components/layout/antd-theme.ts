import { theme, type ThemeConfig } from 'antd';

import type { ThemeMode } from '@/config/routes';

import { THEME_CLASS } from './theme-class';

/**
 * antd runs with zero runtime styling: scripts/gen-antd-css.tsx bakes these
 * themes into a static stylesheet at build time, and components only carry the
 * `cssVar.key` class that scopes the theme's CSS variables (LAYOUT-4).
 */
// dark text on the brand colour: white on #f7a600 is 2.1:1, below WCAG AA
const brand = { colorPrimary: '#f7a600', colorTextLightSolid: '#121214', borderRadius: 8 };

export const ANTD_THEMES: Readonly<Record<ThemeMode, ThemeConfig>> = {
  light: { hashed: false, zeroRuntime: true, cssVar: { key: THEME_CLASS.light }, token: brand },
  dark: {
    hashed: false,
    zeroRuntime: true,
    cssVar: { key: THEME_CLASS.dark },
    token: brand,
    algorithm: theme.darkAlgorithm,
  },
};

/** The antd components the product renders (the dialogs, the country picker), whose styles load with them. */
export const ANTD_COMPONENTS = ['Button', 'Modal', 'Select'];
