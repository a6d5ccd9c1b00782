import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { HANDED_TO_PAGE, RET_CODES } from '@/services/errors/ret-codes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The code of a folder, without the tests that sit beside it (a test may answer with a raw code). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The code without its comments, so a comment may still name a code it explains. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const KNOWN = new Set<number>(
  [...Object.values(RET_CODES), ...HANDED_TO_PAGE].filter((code) => Math.abs(code) >= 10000),
);

describe('ret_codes by name', () => {
  it('ERR-1 no screen or shared component holds a raw ret_code number: each is named in services/errors/ret-codes.ts', () => {
    const found: string[] = [];
    for (const file of [...sources('features'), ...sources('components')]) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const match of code.matchAll(/(?<![\w.#-])\d{5,6}(?![\w.])/g)) {
        if (KNOWN.has(Number(match[0]))) found.push(`${path.relative(ROOT, file)}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
    // the scan knows the codes it looks for
    expect(KNOWN.has(RET_CODES.qrExpired)).toBe(true);
    expect(KNOWN.has(RET_CODES.telegramNotLinked)).toBe(true);
  });
});
