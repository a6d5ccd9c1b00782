/**
 * After `next build`: marks the big scripts pages load before interaction
 * with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome
 * 136+). V8 then compiles all their functions as it streams the file, off
 * the main thread, instead of compiling each module factory on the main
 * thread the first time it runs: the one long task that evaluates the
 * framework and `_app` (issue 14's TBT) becomes short. Other browsers read a
 * comment. Chunks loaded on demand (dialogs, captcha, QR code) are left as
 * they are: most of their functions never run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Below this size a file's compile is too short to matter, and the comment's bytes would show. 8 kB, not
 * 16: the page chunks and Turbopack's runtime (11-16 kB) hinted too took the median Lighthouse TBT of
 * /en/register from about 450 to about 280 ms in alternating runs (issue 23).
 */
export const HINTED_MIN_BYTES = 8 * 1024;

export interface BuildManifest {
  readonly pages: Record<string, readonly string[]>;
  readonly rootMainFiles?: readonly string[];
}

/** Every script some page loads before interaction (the framework's, `_app`'s and the page's). */
export function firstLoadScripts(manifest: BuildManifest): string[] {
  const files = new Set([...(manifest.rootMainFiles ?? []), ...Object.values(manifest.pages).flat()]);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** The script with the hint as its first line (the comment must open the file); unchanged if it has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

function main(buildDir: string): void {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const hinted: string[] = [];
  for (const file of firstLoadScripts(manifest)) {
    const full = path.join(buildDir, file);
    const source = readFileSync(full, 'utf8');
    if (Buffer.byteLength(source) < HINTED_MIN_BYTES) continue;
    const next = withCompileHint(source);
    if (next !== source) writeFileSync(full, next);
    hinted.push(file);
  }
  console.log(`compile hint on ${hinted.length} scripts loaded before interaction`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(path.resolve(import.meta.dirname, '..', '.next'));
}
