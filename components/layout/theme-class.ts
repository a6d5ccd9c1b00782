import type { ThemeMode } from '@/config/theme';

/**
 * The class that scopes a theme's CSS variables (antd's `cssVar.key`): the
 * dark one names the values baked from antd's dark algorithm, which the
 * stylesheets apply to `.app` under `<html data-theme="dark">`. Kept
 * apart from antd-theme.ts so the shell can set it without importing antd:
 * antd's theme code is 20 kB of JS the pages without antd widgets never need.
 */
export const THEME_CLASS: Readonly<Record<ThemeMode, string>> = { light: 'app', dark: 'app-dark' };

/**
 * Where antd's component styles are served (public/, written by
 * scripts/gen-antd-css.tsx); the dialogs load them. Here, with no antd
 * import, so a page can name it without carrying antd.
 */
export const ANTD_COMPONENTS_STYLESHEET = '/antd-components.css';
