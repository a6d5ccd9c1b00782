import { describe, expect, it } from 'vitest';

import { readWebEnv } from '@/config/env';

describe('readWebEnv', () => {
  it('defaults the API origin to http://127.0.0.1:4000', () => {
    expect(readWebEnv({}).apiOrigin).toBe('http://127.0.0.1:4000');
  });

  it('respects API_PORT', () => {
    expect(readWebEnv({ API_PORT: '5055' }).apiOrigin).toBe('http://127.0.0.1:5055');
  });

  it('takes API_ORIGIN over API_PORT and trims trailing slashes', () => {
    expect(readWebEnv({ API_ORIGIN: 'http://api.internal:8080/', API_PORT: '5055' }).apiOrigin).toBe(
      'http://api.internal:8080',
    );
    expect(readWebEnv({ API_ORIGIN: 'https://api.example//' }).apiOrigin).toBe('https://api.example');
  });

  it('SITE-1 defaults the site to BYBIT', () => {
    expect(readWebEnv({}).defaultSite).toBe('BYBIT');
  });

  it('SITE-1 reads DEFAULT_SITE case-insensitively', () => {
    expect(readWebEnv({ DEFAULT_SITE: 'eu' }).defaultSite).toBe('EU');
    expect(readWebEnv({ DEFAULT_SITE: 'Hkg' }).defaultSite).toBe('HKG');
  });

  it('SITE-1 falls back to BYBIT for an invalid DEFAULT_SITE', () => {
    expect(readWebEnv({ DEFAULT_SITE: 'mars' }).defaultSite).toBe('BYBIT');
    expect(readWebEnv({ DEFAULT_SITE: '' }).defaultSite).toBe('BYBIT');
  });

  it('splits OAUTH_FRAME_ANCESTORS on commas and spaces', () => {
    expect(readWebEnv({}).oauthFrameAncestors).toEqual([]);
    expect(
      readWebEnv({ OAUTH_FRAME_ANCESTORS: 'https://a.example, https://b.example  https://c.example' })
        .oauthFrameAncestors,
    ).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
  });

  it('MW-9 has no ad script unless AD_SCRIPT_URL is set', () => {
    expect(readWebEnv({}).adScriptUrl).toBe('');
    expect(readWebEnv({ AD_SCRIPT_URL: 'https://ads.example/t.js' }).adScriptUrl).toBe('https://ads.example/t.js');
  });

  it('is in dev mode unless NODE_ENV is production', () => {
    expect(readWebEnv({}).dev).toBe(true);
    expect(readWebEnv({ NODE_ENV: 'test' }).dev).toBe(true);
    expect(readWebEnv({ NODE_ENV: 'production' }).dev).toBe(false);
  });
});
