import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { DEFAULT_CEILING_KB, FIRST_LOAD_CEILINGS_KB } from '../config/performance';

export const gzipKb = (buf: Buffer | string): number => gzipSync(buf, { level: 6 }).length / 1024;

export interface FirstLoad {
  readonly page: string;
  readonly kb: number;
  readonly ceilingKb: number;
}

/**
 * First-load JS of every page of a build: the page's chunks, _app's and the
 * framework's, as the build manifest lists them, each file gzipped. Chunks a
 * page imports on demand (dialogs, captcha, QR code) are not in it.
 */
export function firstLoadSizes(buildDir: string): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>;
    rootMainFiles?: string[];
  };
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let kb = sizes.get(file);
    if (kb === undefined) {
      kb = gzipKb(readFileSync(path.join(buildDir, file)));
      sizes.set(file, kb);
    }
    return kb;
  };
  const appFiles = manifest.pages['/_app'] ?? [];
  return Object.keys(manifest.pages)
    .filter((page) => page !== '/_app' && page !== '/_error')
    .map((page) => {
      const files = new Set([...(manifest.rootMainFiles ?? []), ...appFiles, ...manifest.pages[page]]);
      const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
      return { page, kb, ceilingKb: FIRST_LOAD_CEILINGS_KB[page] ?? DEFAULT_CEILING_KB };
    });
}
