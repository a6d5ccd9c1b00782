/**
 * Part of `npm test`, after the build: fails when a page's first-load JS has
 * grown past its ceiling (config/performance.ts). Bytes, not time, so it
 * gives the same answer on any machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BUDGETS, FIRST_LOAD_CEILINGS_KB } from '../config/performance';
import { firstLoadSizes } from './first-load';

const buildDir = path.resolve(import.meta.dirname, '..', '.next');
const pages = firstLoadSizes(buildDir).sort((a, b) => b.kb - a.kb);
const over = pages.filter((p) => p.kb > p.ceilingKb);

for (const p of pages) {
  // the sign-in pages are on their way down to the budget: say how far each still is
  const toGo =
    p.page in FIRST_LOAD_CEILINGS_KB && p.kb > BUDGETS.jsKb
      ? `, ${(p.kb - BUDGETS.jsKb).toFixed(1)} kB over the ${BUDGETS.jsKb} kB budget`
      : '';
  const mark = p.kb > p.ceilingKb ? 'OVER' : `ok${toGo}`;
  console.log(`${p.page.padEnd(48)} ${p.kb.toFixed(1).padStart(6)} kB  (ceiling ${p.ceilingKb})  ${mark}`);
}
if (over.length > 0) {
  console.error(
    `\nFirst-load JS grew past its ceiling on ${over.map((p) => p.page).join(', ')}. ` +
      'Load what the first screen does not need on demand, or explain in docs/performance.md and raise the ceiling.',
  );
  process.exit(1);
}
console.log(`\nFirst-load JS of ${pages.length} pages within their ceilings.`);

// contract/ modules reach the browser as types only: the schema library (its '~kind' tag) is in no chunk
const chunksDir = path.join(buildDir, 'static', 'chunks');
const withSchemas = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => readFileSync(path.join(chunksDir, file), 'utf8').includes('~kind'));
if (withSchemas.length > 0) {
  console.error(
    `\nThe schema library is in the browser's chunks: ${withSchemas.join(', ')}. Import contract/ modules as types.`,
  );
  process.exit(1);
}
console.log('No browser chunk carries the schema library.');
