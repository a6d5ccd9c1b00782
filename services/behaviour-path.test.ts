import { afterEach, describe, expect, it } from 'vitest';

import {
  BEHAVIOUR_PATH_KEY,
  BEHAVIOUR_PATH_LIMIT,
  appendBehaviourPath,
  readBehaviourPaths,
  recordReferrer,
} from '@/services/behaviour-path';

afterEach(() => localStorage.clear());

describe('behaviour path list', () => {
  it('MW-6 appends the referrer host and path, without query or fragment', () => {
    expect(appendBehaviourPath(['a.example/x'], 'https://www.partner.example/annual-report-2024?token=s#top')).toEqual([
      'a.example/x',
      'www.partner.example/annual-report-2024',
    ]);
  });

  it('MW-6 keeps the port of the referring host', () => {
    expect(appendBehaviourPath([], 'http://localhost:3000/en/register')).toEqual(['localhost:3000/en/register']);
  });

  it('MW-6 ignores empty, unparsable and non-web referrers', () => {
    expect(appendBehaviourPath(['x/'], '')).toEqual(['x/']);
    expect(appendBehaviourPath(['x/'], 'not a url')).toEqual(['x/']);
    expect(appendBehaviourPath(['x/'], 'javascript:alert(1)')).toEqual(['x/']);
  });

  it('MW-6 does not repeat the newest entry and keeps only the newest entries', () => {
    expect(appendBehaviourPath(['h/p'], 'https://h/p')).toEqual(['h/p']);
    const full = Array.from({ length: BEHAVIOUR_PATH_LIMIT }, (_, i) => `h/${i}`);
    const next = appendBehaviourPath(full, 'https://h/new');
    expect(next).toHaveLength(BEHAVIOUR_PATH_LIMIT);
    expect(next[0]).toBe('h/1');
    expect(next[next.length - 1]).toBe('h/new');
  });

  it('MW-6 records into localStorage and survives malformed stored data', () => {
    localStorage.setItem(BEHAVIOUR_PATH_KEY, '{broken');
    recordReferrer('https://blog.example/post/1?utm=1');
    expect(readBehaviourPaths(localStorage)).toEqual(['blog.example/post/1']);
    recordReferrer('https://www.example.com/en/markets');
    expect(JSON.parse(localStorage.getItem(BEHAVIOUR_PATH_KEY) ?? '[]')).toEqual([
      'blog.example/post/1',
      'www.example.com/en/markets',
    ]);
  });

  it('MW-6 records nothing without a referrer', () => {
    recordReferrer('');
    expect(localStorage.getItem(BEHAVIOUR_PATH_KEY)).toBeNull();
  });
});
