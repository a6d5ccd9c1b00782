import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';

import { qrConfirmUrl } from '@/features/login/qr-flow';
import qrCode from '@/pages/api/qr-code';

const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';

function call(method: string, query: Record<string, string>, host = 'www.example.com') {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    send: (body: string) => {
      answer.body = body;
      return res;
    },
    end: () => res,
  };
  qrCode({ method, query, headers: { host } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

describe('LOGIN-7 the QR picture the server draws', () => {
  it('LOGIN-7 draws the confirm page of this host as an SVG that runs nothing and is not kept', () => {
    const answer = call('GET', { text: qrConfirmUrl('https://www.example.com', 'en', UUID) });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.body).toMatch(/^<\?xml[^>]*\?><svg [^>]*viewBox="-2 -2 (\d+) \1"/);
    expect(answer.body).not.toMatch(/<script|on\w+=/i);
  });

  it("LOGIN-7 refuses another host's page, other texts, and anything but a read (GET, HEAD)", () => {
    expect(call('GET', { text: qrConfirmUrl('https://evil.example', 'en', UUID) }).status).toBe(400);
    expect(call('GET', { text: 'hello' }).status).toBe(400);
    expect(call('GET', {}).status).toBe(400);
    const post = call('POST', { text: qrConfirmUrl('https://www.example.com', 'en', UUID) });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
