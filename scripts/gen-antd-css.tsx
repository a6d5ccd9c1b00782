/**
 * Bakes antd's styles at build time: the light and dark themes of
 * components/layout/antd-theme.ts, component rules shared. With
 * `zeroRuntime`, nothing is computed or injected per request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';

import { ANTD_COMPONENTS, ANTD_THEMES } from '../components/layout/antd-theme';
import { ANTD_COMPONENTS_STYLESHEET } from '../components/layout/theme-class';

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

/** The theme's own variables (`.app`, `.app-dark`): every page's styles read them. */
const isThemeTokens = (block: string) => /^\.(app|app-dark)\s*\{/.test(block);
/** Variables under the keys antd's extraction gives its own providers: no element ever carries them. */
const isExtractionScope = (block: string) => /^\.css-var-[^\s,{]+\s*\{/.test(block);

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
    (isThemeTokens(block) ? tokens : components).push(block);
  }
}

/**
 * The tokens go into the stylesheet of every page (imported by _app); the
 * components' rules into a file of their own under public/, which the
 * dialogs load when the first one opens: a page never waits for them.
 */
function write(target: string, blocks: readonly string[]): void {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${blocks.join('\n')}\n`);
  const kb = (blocks.join('').length / 1024).toFixed(0);
  console.log(`antd css: ${blocks.length} blocks, ${kb} KiB -> ${path.relative(process.cwd(), target)}`);
}

write(path.resolve(__dirname, '../styles/antd-tokens.generated.css'), tokens);
write(path.join(path.resolve(__dirname, '../public'), ANTD_COMPONENTS_STYLESHEET), components);
