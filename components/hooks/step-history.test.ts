import { describe, expect, it } from 'vitest';

import {
  readStoredFlow,
  STEP_FLOW_MAX_AGE_MS,
  stepEntryOf,
  stepEntryState,
  stepHref,
  stepOfHref,
  storedFlowText,
} from './step-history';

const NOW = 1_800_000_000_000;

describe('step history entries', () => {
  it('issue 39 an entry of the flow is read back; one of another flow, of Next or of nothing is not', () => {
    const entry = { key: 'x-flow:sign-up:/register', step: 'code', index: 1 };
    expect(stepEntryOf(stepEntryState(entry), entry.key)).toEqual(entry);
    expect(stepEntryOf(stepEntryState(entry), 'x-flow:reset:/app/user/retrieve')).toBeNull();
    expect(stepEntryOf({ __N: true, as: '/en/register' }, entry.key)).toBeNull();
    expect(stepEntryOf(null, entry.key)).toBeNull();
    expect(stepEntryOf({ __xStep: { ...entry, index: -1 } }, entry.key)).toBeNull();
    expect(stepEntryOf({ __xStep: { ...entry, step: 2 } }, entry.key)).toBeNull();
  });

  it('issue 39 an entry carries no __N, so Next leaves its popstate to the page', () => {
    expect(stepEntryState({ key: 'k', step: 'code', index: 1 })).not.toHaveProperty('__N');
  });

  it('issue 39 the address names the step after the first and keeps the rest of the query and the hash', () => {
    const href = 'https://www.example.test/en/register?affiliate_id=7&uuid=abc#top';
    expect(stepHref(href, 'code')).toBe('/en/register?affiliate_id=7&uuid=abc&step=code#top');
    expect(stepHref('https://www.example.test/en/register?step=code&ref=1', null)).toBe('/en/register?ref=1');
    expect(stepOfHref('https://www.example.test/en/register?step=password')).toBe('password');
    expect(stepOfHref('https://www.example.test/en/register?step=')).toBeNull();
    expect(stepOfHref('https://www.example.test/en/register')).toBeNull();
  });
});

describe('readStoredFlow', () => {
  it('issue 39 what was kept is read back with its step', () => {
    const text = storedFlowText('code', { registration: { uuid: 'u' } }, NOW);
    expect(readStoredFlow(text, NOW + 1000)).toEqual({
      step: 'code',
      data: { registration: { uuid: 'u' } },
      savedAt: NOW,
    });
  });

  it('issue 39 stale, foreign, broken or future text is ignored', () => {
    const text = storedFlowText('code', {}, NOW);
    expect(readStoredFlow(text, NOW + STEP_FLOW_MAX_AGE_MS + 1)).toBeNull();
    expect(readStoredFlow(text, NOW - 10 * 60_000)).toBeNull();
    expect(readStoredFlow('{not json', NOW)).toBeNull();
    expect(readStoredFlow(JSON.stringify({ v: 2, step: 'code', data: {}, savedAt: NOW }), NOW)).toBeNull();
    expect(readStoredFlow(JSON.stringify({ step: 'code', savedAt: NOW }), NOW)).toBeNull();
    expect(readStoredFlow('"text"', NOW)).toBeNull();
    expect(readStoredFlow(null, NOW)).toBeNull();
  });
});
