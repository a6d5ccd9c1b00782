/**
 * Bakes antd's styles at build time: the light and dark themes of
 * components/layout/antd-theme.ts, component rules shared. With
 * `zeroRuntime`, nothing is computed or injected per request. Pages carry
 * the few theme variables their own styles read; the dialogs load the rest.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';

import { ANTD_COMPONENTS, ANTD_THEMES } from '../components/layout/antd-theme';
import { ANTD_COMPONENTS_STYLESHEET, THEME_CLASS } from '../components/layout/theme-class';
import { THEME_ATTRIBUTE } from '../config/theme';
import { usedTokens } from './used-tokens';

/** Top-level rules and at-blocks of a stylesheet, in order. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return blocks;
}

/** The theme's own variables (`.app`, `.app-dark`): the pages' styles and antd's rules read them. */
const isThemeTokens = (block: string) => /^\.(app|app-dark)\s*\{/.test(block);
/** Variables under the keys antd's extraction gives its own providers: no element ever carries them. */
const isExtractionScope = (block: string) => /^\.css-var-[^\s,{]+\s*\{/.test(block);

/**
 * Every element carries the light class (components/layout/antd-theme.ts):
 * the dark theme's blocks apply to it under `<html data-theme="dark">`
 * (config/theme.ts), one class more specific than the light ones.
 */
function underDarkRoot(block: string): string {
  const open = block.indexOf('{');
  const selectors = block
    .slice(0, open)
    .replace(/\.app-dark\b/g, `:root[${THEME_ATTRIBUTE}='dark'] .${THEME_CLASS.light}`);
  return selectors + block.slice(open);
}

const seen = new Set<string>();
const tokens: string[] = [];
const components: string[] = [];
for (const mode of ['light', 'dark'] as const) {
  const { zeroRuntime: _zeroRuntime, ...themeConfig } = ANTD_THEMES[mode];
  const css = extractStyle({
    includes: ANTD_COMPONENTS,
    customTheme: (node) => <ConfigProvider theme={themeConfig}>{node}</ConfigProvider>,
  });
  for (const block of topLevelBlocks(css)) {
    if (seen.has(block) || isExtractionScope(block)) continue;
    seen.add(block);
    const scoped = mode === 'dark' ? underDarkRoot(block) : block;
    (isThemeTokens(block) ? tokens : components).push(scoped);
  }
}

function write(target: string, css: string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, css);
  console.log(`styles: ${(css.length / 1024).toFixed(0)} KiB -> ${path.relative(process.cwd(), target)}`);
}

const root = path.resolve(__dirname, '..');
// the dialogs' file: every theme variable antd's rules read, then the rules; loaded when the first dialog opens
write(path.join(root, 'public', ANTD_COMPONENTS_STYLESHEET), `${[...tokens, ...components].join('\n')}\n`);
// every page's: only the theme variables the pages' stylesheets read (a new one there needs `npm run build:css`)
const pageCss = readdirSync(path.join(root, 'styles'))
  .filter((file) => file.endsWith('.css') && !file.endsWith('.generated.css'))
  .map((file) => readFileSync(path.join(root, 'styles', file), 'utf8'))
  .join('\n');
write(path.join(root, 'styles/antd-tokens.generated.css'), `${usedTokens(tokens, pageCss).join('\n')}\n`);
