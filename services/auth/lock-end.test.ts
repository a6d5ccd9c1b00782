import { describe, expect, it } from 'vitest';

import { lockEndOf, lockEndText } from './lock-end';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('the end of a lock, as the page says it (issue 36 item 3)', () => {
  it('issue 36 item 3: a refusal names its lock end in Unix seconds; anything else names none', () => {
    expect(lockEndOf({ locked_until: 1_772_375_520 })).toEqual(new Date(1_772_375_520_000));
    expect(lockEndOf({ locked_until: '1772375520' })).toEqual(new Date(1_772_375_520_000));
    for (const result of [undefined, null, {}, { locked_until: 0 }, { locked_until: 'soon' }, 'x']) {
      expect(lockEndOf(result)).toBeNull();
    }
  });

  it('issue 36 item 3: today: the time alone, in the page language, rounded up to the minute', () => {
    const end = new Date('2026-03-01T14:32:10Z');
    expect(lockEndText(end, 'en', NOW, 'UTC')).toBe('2:33\u00a0PM');
    expect(lockEndText(end, 'de-DE', NOW, 'UTC')).toBe('14:33');
    expect(lockEndText(new Date('2026-03-01T14:32:00Z'), 'de-DE', NOW, 'UTC')).toBe('14:32');
  });

  it('issue 36 item 3: ar-SA writes the time with the Arabic-Indic digits Intl gives', () => {
    const text = lockEndText(new Date('2026-03-01T14:32:00Z'), 'ar-SA', NOW, 'UTC');
    expect(text).toBe(
      new Intl.DateTimeFormat('ar-SA', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
        .format(new Date('2026-03-01T14:32:00Z'))
        .replace(/\s/g, '\u00a0'),
    );
    expect(text).toMatch(/[٠-٩]/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('issue 36 item 3: another day: the date too; the day is the person’s time zone’s', () => {
    const tomorrow = new Date('2026-03-02T01:10:00Z');
    expect(lockEndText(tomorrow, 'en', NOW, 'UTC')).toBe('Mar\u00a02,\u00a01:10\u00a0AM');
    // in New York it is still the 1st, evening
    expect(lockEndText(tomorrow, 'en', NOW, 'America/New_York')).toBe('8:10\u00a0PM');
  });

  it('issue 36 item 3: the time is one unbroken phrase (no-break spaces), so it never splits across lines', () => {
    expect(lockEndText(new Date('2026-03-01T14:32:00Z'), 'en', NOW, 'UTC')).not.toMatch(/ /);
  });

  it('issue 36 item 3: our locale codes that are no BCP 47 tags (tr-TUR) are formatted as their language', () => {
    expect(lockEndText(new Date('2026-03-01T14:32:00Z'), 'tr-TUR', NOW, 'UTC')).toBe('14:32');
  });
});
