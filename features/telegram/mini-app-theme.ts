import { THEME_ATTRIBUTE } from '@/config/theme';
import { EARLY_LAUNCH_SOURCES, LAUNCH_MARKER } from '@/services/mini-app';

/** The attribute on `<html>` inside the mini app: no site chrome (styles/global.css). */
export const MINI_APP_ATTRIBUTE = 'data-mini-app';

/**
 * Issue 25: inside Telegram the page takes the messenger's colours, from the
 * theme in the launch parameters (`tgWebAppThemeParams`, a JSON object of
 * #rrggbb colours): which of the design tokens each one gives.
 */
export const MINI_APP_THEME_TOKENS: Readonly<Record<string, readonly string[]>> = {
  bg_color: ['--app-surface', '--app-surface-raised', '--ant-color-bg-container', '--ant-color-bg-elevated'],
  secondary_bg_color: ['--app-page', '--ant-color-bg-layout'],
  text_color: ['--ant-color-text'],
  hint_color: ['--app-text-muted', '--ant-color-text-secondary'],
  link_color: ['--app-link', '--app-accent-text'],
  button_color: ['--app-brand', '--ant-color-primary', '--app-focus-ring'],
  button_text_color: ['--app-on-brand', '--app-on-accent', '--ant-color-text-light-solid'],
  destructive_text_color: ['--app-error-text'],
};

/**
 * Run before the first paint on the mini app's pages: with a launch (the
 * same places launch-marker.ts reads), mark `<html>` as the mini app, set
 * light or dark by the messenger's background, and give the tokens its
 * colours. Only well-formed colours are used; a page outside the messenger
 * is left as it is.
 */
export const MINI_APP_THEME_EARLY_SCRIPT = `(function () {
  var sources = ${EARLY_LAUNCH_SOURCES};
  if (sources.indexOf(${JSON.stringify(LAUNCH_MARKER)}) < 0) return;
  var root = document.documentElement;
  root.setAttribute(${JSON.stringify(MINI_APP_ATTRIBUTE)}, '');
  var found = /tgWebAppThemeParams=([^&#]*)/.exec(sources);
  var params = {};
  try { params = found ? JSON.parse(decodeURIComponent(found[1])) : {}; } catch (e) { return; }
  if (!params || typeof params !== 'object') return;
  var tokens = ${JSON.stringify(MINI_APP_THEME_TOKENS)};
  var css = '';
  for (var key in tokens) {
    var colour = params[key];
    if (typeof colour !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(colour)) continue;
    for (var i = 0; i < tokens[key].length; i++) css += tokens[key][i] + ':' + colour + ';';
  }
  var bg = params.bg_color;
  if (typeof bg === 'string' && /^#[0-9a-fA-F]{6}$/.test(bg)) {
    var n = parseInt(bg.slice(1), 16);
    var light = 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
    root.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)}, light < 128 ? 'dark' : 'light');
  }
  if (!css) return;
  var style = document.createElement('style');
  // one element more specific than the theme's own tokens, whose stylesheet comes after this one
  style.textContent = ':root[${MINI_APP_ATTRIBUTE}] body .app{' + css + '}';
  document.head.appendChild(style);
})();`;
