import { describe, expect, it } from 'vitest';

import { usedTokens } from '@/scripts/used-tokens';

describe('usedTokens', () => {
  it('keeps of each theme block only the variables the stylesheet reads', () => {
    const blocks = [
      '.app{--ant-color-text:#000;--ant-color-primary:#f7a600;--ant-btn-height:32px}',
      '.app-dark{--ant-color-text:#fff;--ant-color-primary:#f7a600;--ant-btn-height:32px}',
    ];
    const css = '.a{color:var(--ant-color-text)} .b{border-color: var( --ant-color-primary, red)}';
    expect(usedTokens(blocks, css)).toEqual([
      '.app{--ant-color-text:#000;--ant-color-primary:#f7a600}',
      '.app-dark{--ant-color-text:#fff;--ant-color-primary:#f7a600}',
    ]);
    expect(usedTokens(blocks, '.a{color:red}')).toEqual(['.app{}', '.app-dark{}']);
  });
});
