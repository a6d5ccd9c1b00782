/**
 * Part of `npm test`, after the build: fails when a page's first-load JS has
 * grown past its ceiling (config/performance.ts), and when a sign-in page's JS
 * as a browser loads it until the network is idle (early scripts and what
 * hydration fetches included: issue 40's count) has grown past its own. Bytes,
 * not time, so it gives the same answer on any machine. A page over its
 * ceiling is listed script by script; `LIST_SCRIPTS=1` lists every page so,
 * to compare two builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BUDGETS, FIRST_LOAD_CEILINGS_KB, SIGN_IN_PAGES } from '../config/performance';
import { firstLoadSizes } from './first-load';
import { startBuiltProduct, weighPages } from './page-weight';

/** Ports of the product this check starts (the e2e slots and the bench use others). */
const PORTS = { api: Number(process.env.CHECK_API_PORT || 4790), web: Number(process.env.CHECK_WEB_PORT || 3790) };

const buildDir = path.resolve(import.meta.dirname, '..', '.next');
const pages = firstLoadSizes(buildDir).sort((a, b) => b.kb - a.kb);
const over = pages.filter((p) => p.kb > p.ceilingKb);

for (const p of pages) {
  // the sign-in pages are on their way down to the budget: say how far each still is
  const toGo =
    p.page in FIRST_LOAD_CEILINGS_KB && p.kb > BUDGETS.firstLoadKb
      ? `, ${(p.kb - BUDGETS.firstLoadKb).toFixed(1)} kB over the ${BUDGETS.firstLoadKb} kB budget`
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

/** The sign-in pages' JS as a browser loads it, on the product as `npm start` runs it. */
async function checkLoadedJs(): Promise<void> {
  // what the browser loads until the network is idle, on the product as `npm start` runs it
  const product = await startBuiltProduct(PORTS);
  let weights;
  try {
    weights = await weighPages(SIGN_IN_PAGES.map((p) => `${product.web}${p.path}`));
  } finally {
    product.stop();
  }
  console.log(`\nJS a browser loads until the network is idle (gzip KiB; budget ${BUDGETS.jsKb}):`);
  const grown = SIGN_IN_PAGES.filter((p, i) => weights[i].jsKb > p.loadedCeilingKb);
  SIGN_IN_PAGES.forEach((p, i) => {
    const { jsKb, jsFiles } = weights[i];
    const toGo =
      jsKb > BUDGETS.jsKb ? `, ${(jsKb - BUDGETS.jsKb).toFixed(1)} kB over the ${BUDGETS.jsKb} kB budget` : '';
    const mark = jsKb > p.loadedCeilingKb ? 'OVER' : `ok${toGo}`;
    console.log(
      `${p.path.split('?')[0].padEnd(48)} ${jsKb.toFixed(1).padStart(6)} kB in ${jsFiles} scripts  (ceiling ${p.loadedCeilingKb})  ${mark}`,
    );
    if (jsKb > p.loadedCeilingKb || process.env.LIST_SCRIPTS === '1') {
      for (const s of weights[i].scripts) console.log(`    ${s.kb.toFixed(1).padStart(6)} ${s.url}`);
    }
  });
  if (grown.length > 0) {
    console.error(
      `\nThe JS a browser loads grew past its ceiling on ${grown.map((p) => p.path).join(', ')}. ` +
        'Load what a person may never use when it is used, or explain in docs/performance.md and raise the ceiling.',
    );
    process.exitCode = 1;
    return;
  }
  console.log(`JS loaded until the network is idle within its ceiling on ${SIGN_IN_PAGES.length} sign-in pages.`);
}

checkLoadedJs().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
