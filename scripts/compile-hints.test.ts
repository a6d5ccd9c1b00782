import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, firstLoadScripts, withCompileHint } from '@/scripts/compile-hints';

describe('compile hints', () => {
  it('ROUTE-1 marks every script a page loads before interaction, once each, and nothing loaded on demand', () => {
    const scripts = firstLoadScripts({
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'],
      pages: {
        '/_app': ['static/chunks/framework.js', 'static/chunks/app.js', 'static/chunks/app.css'],
        '/login': ['static/chunks/app.js', 'static/chunks/login.js'],
      },
    });
    expect(scripts).toEqual([
      'static/chunks/app.js',
      'static/chunks/framework.js',
      'static/chunks/login.js',
      'static/chunks/turbopack-runtime.js',
    ]);
  });

  it('ROUTE-1 puts the hint on the first line, and only once however often the build step runs', () => {
    const source = '(globalThis.TURBOPACK||[]).push([1,e=>{}]);';
    const hinted = withCompileHint(source);
    expect(hinted.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(hinted.slice(COMPILE_HINT.length)).toBe(source);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
