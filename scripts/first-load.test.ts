import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_CEILING_KB, FIRST_LOAD_CEILINGS_KB } from '@/config/performance';
import { firstLoadSizes, gzipKb } from '@/scripts/first-load';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build directory with a manifest and chunk files of the given contents. */
function build(pages: Record<string, string[]>, files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages, rootMainFiles: [] }));
  return dir;
}

describe('first-load JS check', () => {
  it('first-load JS sums the gzip size of the page chunks and _app chunks once each, CSS left out', () => {
    const runtime = 'x'.repeat(5000) + Math.random().toString(36).repeat(400);
    const page = Math.random().toString(36).repeat(300);
    const buildDir = build(
      {
        '/_app': ['static/chunks/runtime.js', 'static/chunks/app.css'],
        '/login': ['static/chunks/runtime.js', 'static/chunks/login.js'],
        '/_error': ['static/chunks/error.js'],
      },
      {
        'static/chunks/runtime.js': runtime,
        'static/chunks/login.js': page,
        'static/chunks/app.css': 'a{color:red}'.repeat(1000),
        'static/chunks/error.js': 'e',
      },
    );
    const sizes = firstLoadSizes(buildDir);
    expect(sizes.map((s) => s.page)).toEqual(['/login']);
    expect(sizes[0].kb).toBeCloseTo(gzipKb(runtime) + gzipKb(page), 6);
    expect(sizes[0].ceilingKb).toBe(FIRST_LOAD_CEILINGS_KB['/login']);
  });

  it('first-load JS: a page without its own ceiling gets the default one', () => {
    const buildDir = build({ '/_app': [], '/download': ['static/chunks/d.js'] }, { 'static/chunks/d.js': 'd' });
    expect(firstLoadSizes(buildDir)[0].ceilingKb).toBe(DEFAULT_CEILING_KB);
  });
});
