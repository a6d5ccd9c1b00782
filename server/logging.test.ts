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

  it('REG-7 LOGIN-7 redacts the ids that grant something: sign-up and QR uuids, states, callbacks', () => {
    const out = redactUrl(
      '/x-api/user/public/register/recall/info?uuid=0b8f5c1e-8c1a-4c7e-9a59-2f1f0c3d4e5f&state=xyz&telegram_callback=cb',
    );
    expect(out).toBe(
      `/x-api/user/public/register/recall/info?uuid=${REDACTED}&state=${REDACTED}&telegram_callback=${REDACTED}`,
    );
  });

  it('keeps only the values of the harmless parameters it lists; a parameter nobody listed is redacted', () => {
    expect(
      redactUrl('/oauth/v1/private/authorize?client_id=abc&Site_ID=EU&code=secret&affiliate_id=7&new_param=x&lang=en'),
    ).toBe(
      `/oauth/v1/private/authorize?client_id=abc&Site_ID=EU&code=${REDACTED}&affiliate_id=${REDACTED}&new_param=${REDACTED}&lang=en`,
    );
  });

  it('redacts every value of a repeated parameter, in place', () => {
    expect(redactUrl('/x?uuid=a&is_iso=1&uuid=b')).toBe(`/x?uuid=${REDACTED}&is_iso=1&uuid=${REDACTED}`);
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
