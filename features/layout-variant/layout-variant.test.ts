import { describe, expect, it } from 'vitest';

import { LAYOUT_LOADING_LIMIT_MS, LAYOUT_VARIANTS } from '@/config/layout';
import type { Platform } from '@/config/platform';
import {
  chooseLayoutVariant,
  isLayoutVariant,
  layoutVariantStorageKey,
  loadingEnded,
  loadingTimeLeft,
  type LayoutVariantInput,
} from '@/features/layout-variant/layout-variant';

function input(overrides: Partial<Omit<LayoutVariantInput, 'query'>> & { query?: string } = {}): LayoutVariantInput {
  return {
    platform: 'pc',
    abParams: null,
    remembered: null,
    ...overrides,
    query: new URLSearchParams(overrides.query ?? ''),
  };
}

const PLATFORMS: readonly Platform[] = ['pc', 'mobile'];

describe('chooseLayoutVariant: the ui query', () => {
  it.each(PLATFORMS)('LAYOUT-5 ui=old gives the old layout on %s, to be remembered', (platform) => {
    expect(chooseLayoutVariant(input({ platform, query: 'ui=old' }))).toEqual({
      variant: 'old',
      source: 'query',
      remember: true,
    });
  });

  it.each(PLATFORMS)('LAYOUT-5 ui=new gives the new layout on %s, to be remembered', (platform) => {
    expect(chooseLayoutVariant(input({ platform, query: 'ui=new' }))).toEqual({
      variant: 'new',
      source: 'query',
      remember: true,
    });
  });

  it('LAYOUT-5 the query wins over a remembered layout and the A/B assignment', () => {
    expect(
      chooseLayoutVariant(
        input({ query: 'ui=old', remembered: 'newPriceA', abParams: { pc: 'newPriceB', h5: 'newPriceB' } }),
      ),
    ).toEqual({ variant: 'old', source: 'query', remember: true });
    expect(
      chooseLayoutVariant(input({ platform: 'mobile', query: 'ui=new', remembered: 'old', abParams: { h5: 'old' } })),
    ).toEqual({ variant: 'new', source: 'query', remember: true });
  });

  it('LAYOUT-5 the query is read case-insensitively and trimmed', () => {
    expect(chooseLayoutVariant(input({ query: 'ui=NEW' })).variant).toBe('new');
    expect(chooseLayoutVariant(input({ query: 'ui=%20Old%20' })).variant).toBe('old');
  });

  it.each(['ui=newBrand', 'ui=newPriceA', 'ui=deadpool', 'ui=', 'ui=1', 'UI=new', 'layout=new'])(
    'LAYOUT-5 %s is no query choice: the next rule decides',
    (query) => {
      expect(chooseLayoutVariant(input({ query }))).toEqual({
        variant: 'newBrand',
        source: 'default',
        remember: false,
      });
      expect(chooseLayoutVariant(input({ query, remembered: 'newPriceB' })).source).toBe('remembered');
    },
  );

  it('LAYOUT-5 the first ui value counts', () => {
    expect(chooseLayoutVariant(input({ query: 'ui=old&ui=new' })).variant).toBe('old');
  });
});

describe('chooseLayoutVariant: the remembered layout', () => {
  it.each(LAYOUT_VARIANTS)('LAYOUT-5 a remembered %s is kept (sticky per device), not stored again', (variant) => {
    for (const platform of PLATFORMS) {
      expect(chooseLayoutVariant(input({ platform, remembered: variant }))).toEqual({
        variant,
        source: 'remembered',
        remember: false,
      });
    }
  });

  it('LAYOUT-5 the remembered layout wins over the A/B assignment', () => {
    expect(chooseLayoutVariant(input({ remembered: 'old', abParams: { pc: 'newPriceA' } })).variant).toBe('old');
  });

  it.each(['', 'NEW', 'newbrand', 'deadpool', '"new"', 'undefined'])(
    'LAYOUT-5 a remembered %j is no layout: the next rule decides',
    (remembered) => {
      expect(chooseLayoutVariant(input({ remembered, abParams: { pc: 'newPriceA' } }))).toEqual({
        variant: 'newPriceA',
        source: 'ab',
        remember: true,
      });
      expect(chooseLayoutVariant(input({ platform: 'mobile', remembered })).variant).toBe('old');
    },
  );
});

describe('chooseLayoutVariant: the A/B assignment', () => {
  it.each(LAYOUT_VARIANTS)('LAYOUT-5 an A/B assignment of %s is taken and remembered', (variant) => {
    expect(chooseLayoutVariant(input({ platform: 'pc', abParams: { pc: variant } }))).toEqual({
      variant,
      source: 'ab',
      remember: true,
    });
    expect(chooseLayoutVariant(input({ platform: 'mobile', abParams: { h5: variant } }))).toEqual({
      variant,
      source: 'ab',
      remember: true,
    });
  });

  it('LAYOUT-5 PC reads the pc parameter and mobile the h5 one', () => {
    const abParams = { pc: 'newPriceA', h5: 'newPriceB' };
    expect(chooseLayoutVariant(input({ platform: 'pc', abParams })).variant).toBe('newPriceA');
    expect(chooseLayoutVariant(input({ platform: 'mobile', abParams })).variant).toBe('newPriceB');
    expect(chooseLayoutVariant(input({ platform: 'pc', abParams: { h5: 'new' } }))).toEqual({
      variant: 'newBrand',
      source: 'default',
      remember: false,
    });
    expect(chooseLayoutVariant(input({ platform: 'mobile', abParams: { pc: 'new' } }))).toEqual({
      variant: 'old',
      source: 'default',
      remember: false,
    });
  });

  it('LAYOUT-5 the A/B platforms’ object shapes are understood', () => {
    expect(chooseLayoutVariant(input({ abParams: { pc: { variant: 'newPriceB' } } })).variant).toBe('newPriceB');
    expect(chooseLayoutVariant(input({ abParams: { pc: { value: 'new' } } })).variant).toBe('new');
    expect(chooseLayoutVariant(input({ abParams: { pc: { variant: 'bogus', value: 'old' } } })).variant).toBe('old');
    expect(chooseLayoutVariant(input({ abParams: { pc: { variant: 'newPriceA', value: 'old' } } })).variant).toBe(
      'newPriceA',
    );
  });

  it.each([
    ['an unknown name', 'newPriceC'],
    ['another case', 'NewBrand'],
    ['padding', ' new'],
    ['a number', 1],
    ['a boolean', true],
    ['null', null],
    ['an array', ['new']],
    ['an object without a name', { name: 'new' }],
    ['an object with an unknown name', { variant: 'deadpool' }],
    ['a nested object', { variant: { value: 'new' } }],
  ])('LAYOUT-5 %s falls back to the default, not remembered', (_case, param) => {
    expect(chooseLayoutVariant(input({ platform: 'pc', abParams: { pc: param } }))).toEqual({
      variant: 'newBrand',
      source: 'default',
      remember: false,
    });
    expect(chooseLayoutVariant(input({ platform: 'mobile', abParams: { h5: param } }))).toEqual({
      variant: 'old',
      source: 'default',
      remember: false,
    });
  });
});

describe('chooseLayoutVariant: the default', () => {
  it('LAYOUT-5 without any choice mobile gets old and PC newBrand, not remembered', () => {
    expect(chooseLayoutVariant(input({ platform: 'mobile' }))).toEqual({
      variant: 'old',
      source: 'default',
      remember: false,
    });
    expect(chooseLayoutVariant(input({ platform: 'pc' }))).toEqual({
      variant: 'newBrand',
      source: 'default',
      remember: false,
    });
  });

  it('LAYOUT-5 empty A/B parameters are no choice', () => {
    expect(chooseLayoutVariant(input({ abParams: {} })).source).toBe('default');
  });
});

describe('layout variant storage and loading', () => {
  it('LAYOUT-5 PC and mobile remember their layouts under separate keys', () => {
    expect(layoutVariantStorageKey('pc')).toBe('register_ui_variant_pc');
    expect(layoutVariantStorageKey('mobile')).toBe('register_ui_variant_h5');
  });

  it('LAYOUT-5 isLayoutVariant accepts exactly the five names', () => {
    expect(LAYOUT_VARIANTS).toEqual(['old', 'newPriceA', 'newPriceB', 'newBrand', 'new']);
    for (const name of LAYOUT_VARIANTS) expect(isLayoutVariant(name)).toBe(true);
    for (const other of ['deadpool', 'New', '', null, undefined, 3]) expect(isLayoutVariant(other)).toBe(false);
  });

  it('LAYOUT-5 the loading limit is 3 s', () => {
    expect(LAYOUT_LOADING_LIMIT_MS).toBe(3000);
  });

  it('LAYOUT-5 loading ends as soon as the configuration arrives', () => {
    expect(loadingEnded(1_000, 1_000, true)).toBe(true);
    expect(loadingEnded(1_000, 1_500, true)).toBe(true);
  });

  it('LAYOUT-5 loading ends after at most 3 s without the configuration', () => {
    expect(loadingEnded(1_000, 1_000, false)).toBe(false);
    expect(loadingEnded(1_000, 3_999, false)).toBe(false);
    expect(loadingEnded(1_000, 4_000, false)).toBe(true);
    expect(loadingEnded(1_000, 60_000, false)).toBe(true);
  });

  it('LAYOUT-5 the time left to wait shrinks to zero and never exceeds 3 s', () => {
    expect(loadingTimeLeft(1_000, 1_000)).toBe(3_000);
    expect(loadingTimeLeft(1_000, 2_500)).toBe(1_500);
    expect(loadingTimeLeft(1_000, 4_000)).toBe(0);
    expect(loadingTimeLeft(1_000, 9_000)).toBe(0);
    // a clock set back does not stretch the wait
    expect(loadingTimeLeft(1_000, 0)).toBe(3_000);
  });
});
