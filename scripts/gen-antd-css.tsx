/**
 * Bakes antd's styles into styles/antd.generated.css at build time: the light
 * and dark themes of components/layout/antd-theme.ts, component rules shared.
 * With `zeroRuntime`, nothing is computed or injected per request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';

import { ANTD_COMPONENTS, ANTD_THEMES } from '../components/layout/antd-theme';

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

const seen = new Set<string>();
const out: string[] = [];
for (const mode of ['light', 'dark'] as const) {
  const { zeroRuntime: _zeroRuntime, ...themeConfig } = ANTD_THEMES[mode];
  const css = extractStyle({
    includes: ANTD_COMPONENTS,
    customTheme: (node) => <ConfigProvider theme={themeConfig}>{node}</ConfigProvider>,
  });
  for (const block of topLevelBlocks(css)) {
    if (seen.has(block)) continue;
    seen.add(block);
    out.push(block);
  }
}

const target = path.resolve(__dirname, '../styles/antd.generated.css');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${out.join('\n')}\n`);
console.log(
  `antd css: ${out.length} blocks, ${(out.join('').length / 1024).toFixed(0)} KiB -> ${path.relative(process.cwd(), target)}`,
);
