import { describe, expect, it } from 'vitest';

import { loggerOptions, redactUrl } from '@/server/logging';

const REDACTED = encodeURIComponent('[redacted]');

describe('redactUrl', () => {
  it('redacts token, tmp_token, code and password values', () => {
    expect(redactUrl('/x-api/login?token=t1&tmp_token=t2&code=c3&password=p4')).toBe(
      `/x-api/login?token=${REDACTED}&tmp_token=${REDACTED}&code=${REDACTED}&password=${REDACTED}`,
    );
  });

  it('redacts any parameter whose name contains token, in any case', () => {
    const out = redactUrl('/x?self_unbind_token=s&UserToken=u&Password=p');
    expect(out).toBe(`/x?self_unbind_token=${REDACTED}&UserToken=${REDACTED}&Password=${REDACTED}`);
    expect(out).not.toMatch(/=s(&|$)|=u(&|$)|=p(&|$)/);
  });

  it('keeps other parameters as they are', () => {
    expect(redactUrl('/oauth/v1/private/authorize?client_id=abc&state=xyz&code=secret&affiliate_id=7')).toBe(
      `/oauth/v1/private/authorize?client_id=abc&state=xyz&code=${REDACTED}&affiliate_id=7`,
    );
  });

  it('leaves a URL without query untouched', () => {
    expect(redactUrl('/x-api/v2/private/user/profile')).toBe('/x-api/v2/private/user/profile');
  });

  it('the request serializer logs method and redacted URL only', () => {
    const { req } = loggerOptions('info').serializers;
    expect(req({ method: 'GET', url: '/x?tmp_token=abc' })).toEqual({
      method: 'GET',
      url: `/x?tmp_token=${REDACTED}`,
    });
  });
});
