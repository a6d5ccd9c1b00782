import { describe, expect, it } from 'vitest';

import { SESSION_TOUCH_SECONDS } from '@/config/devices';

import { countryNameIn, dateIn, dateTimeIn, deviceWording, lastUsedIn, resultTone } from './device-texts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('devices section texts (issue 36 item 8)', () => {
  it('issue 36 item 8 a device reads as its browser and system, one of them, or unknown', () => {
    expect(deviceWording({ browser: 'Chrome', os: 'Windows' })).toEqual({
      key: 'device',
      values: { browser: 'Chrome', os: 'Windows' },
    });
    expect(deviceWording({ browser: '', os: 'iOS' })).toEqual({ key: 'deviceOne', values: { name: 'iOS' } });
    expect(deviceWording({ browser: 'Firefox', os: ' ' })).toEqual({ key: 'deviceOne', values: { name: 'Firefox' } });
    expect(deviceWording({ browser: '', os: '' })).toEqual({ key: 'unknownDevice' });
  });

  it('issue 36 item 8 a session used within the touch interval is active now, else how long ago in the language', () => {
    expect(lastUsedIn('en', ago(5), NOW)).toEqual({ kind: 'now' });
    expect(lastUsedIn('en', ago(SESSION_TOUCH_SECONDS * 2 - 1), NOW)).toEqual({ kind: 'now' });
    expect(lastUsedIn('en', ago(5 * 60), NOW)).toEqual({ kind: 'ago', text: '5 minutes ago' });
    expect(lastUsedIn('en', ago(3 * 3600 + 100), NOW)).toEqual({ kind: 'ago', text: '3 hours ago' });
    expect(lastUsedIn('en', ago(86_400 + 10), NOW)).toEqual({ kind: 'ago', text: 'yesterday' });
    expect(lastUsedIn('de-DE', ago(5 * 60), NOW)).toEqual({ kind: 'ago', text: 'vor 5 Minuten' });
    // past a week: the date
    expect(lastUsedIn('en', ago(8 * 86_400), NOW)).toEqual({ kind: 'ago', text: 'Nov 19, 2026' });
    // a clock a little ahead of the server's is now, not the future
    expect(lastUsedIn('en', new Date(NOW + 30_000).toISOString(), NOW)).toEqual({ kind: 'now' });
  });

  it('issue 36 item 8 dates and times are in the page language; an unreadable one is shown as sent', () => {
    expect(dateIn('en', '2026-11-27T12:00:00Z')).toBe('Nov 27, 2026');
    expect(dateIn('fr-FR', '2026-11-27T12:00:00Z')).toBe('27 nov. 2026');
    expect(dateTimeIn('en', '2026-11-27T12:00:00Z')).toMatch(/^Nov 27, 2026, \d{1,2}:00\s?[AP]M$/);
    expect(dateTimeIn('en', 'soon')).toBe('soon');
  });

  it('issue 36 item 8 a country is named in the page language; nothing for none', () => {
    expect(countryNameIn('en', 'DE')).toBe('Germany');
    expect(countryNameIn('fr-FR', 'DE')).toBe('Allemagne');
    expect(countryNameIn('ar-SA', 'DE')).toBe('ألمانيا');
    expect(countryNameIn('en', '')).toBe('');
    expect(countryNameIn('en', 'zz')).toBe('');
  });

  it('issue 36 item 8 a login reads as in, waiting for a second step, or refused', () => {
    expect(resultTone('success')).toBe('good');
    expect(resultTone('secondStep')).toBe('pending');
    for (const refused of ['wrongPassword', 'locked', 'banned', 'closed', 'upgrading', 'otherSite'] as const) {
      expect(resultTone(refused)).toBe('refused');
    }
  });
});
