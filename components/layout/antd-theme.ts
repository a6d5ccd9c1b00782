import { theme, type ThemeConfig } from 'antd';

import type { ThemeMode } from '@/config/theme';

import { THEME_CLASS } from './theme-class';

/**
 * antd runs with zero runtime styling: scripts/gen-antd-css.tsx bakes these
 * themes into a static stylesheet at build time, and components only carry the
 * `cssVar.key` class that scopes the theme's CSS variables. Every component
 * carries the light key (`.app`); the dark values apply under
 * `<html data-theme="dark">` (config/theme.ts), so the server's page is the
 * same in both themes and the switch changes no React state.
 */
/*
 * One font stack for the pages and antd's dialogs (styles/global.css reads
 * --ant-font-family). system-ui first: the platform's own face (San
 * Francisco, Segoe UI, Roboto) is found at the first name. Each name the
 * system lacks is a font lookup at the first style and layout (on Linux,
 * ~40 ms of a page's first frame); the rest only serve glyphs it has not.
 */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'Noto Sans'",
  "'Noto Sans Arabic'",
  "'Noto Sans CJK TC'",
  'sans-serif',
].join(', ');

// dark text on the brand colour: white on #f7a600 is 2.1:1, below WCAG AA
const brand = {
  colorPrimary: '#f7a600',
  colorTextLightSolid: '#121214',
  borderRadius: 10,
  controlHeight: 40,
  fontFamily: FONT_STACK,
};

export const ANTD_THEMES: Readonly<Record<ThemeMode, ThemeConfig>> = {
  light: { hashed: false, zeroRuntime: true, cssVar: { key: THEME_CLASS.light }, token: brand },
  dark: {
    hashed: false,
    zeroRuntime: true,
    cssVar: { key: THEME_CLASS.dark },
    // the exchange's near-black rather than antd's pure black
    token: { ...brand, colorBgLayout: '#0b0c0f', colorBgContainer: '#16181d', colorBgElevated: '#1e2128' },
    algorithm: theme.darkAlgorithm,
  },
};

/** The antd components the product renders (the dialogs, the country picker), whose styles load with them. */
export const ANTD_COMPONENTS = ['Button', 'Modal', 'Select'];
