// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compressedCopies } from '@/scripts/precompress-static';
import { staticAssets } from '@/services/server/static-assets';

const SCRIPT = `(globalThis.TURBOPACK||[]).push([${'"module",'.repeat(400)}]);`;

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

let dir: string;
let server: Server;
let port: number;

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dir, 'chunks'));
  const file = path.join(dir, 'chunks', 'app.js');
  writeFileSync(file, SCRIPT);
  const { br, gz } = compressedCopies(Buffer.from(SCRIPT));
  writeFileSync(`${file}.br`, br!);
  writeFileSync(`${file}.gz`, gz!);
  writeFileSync(path.join(dir, 'chunks', 'index.html'), '<p>not a page</p>');
  const assets = staticAssets(dir);
  server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 299;
      res.end(`next: ${req.url}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed copies', () => {
  it('keeps a copy only when it is smaller, and each decompresses to the file', () => {
    const bytes = Buffer.from(SCRIPT);
    const { br, gz } = compressedCopies(bytes);
    expect(brotliDecompressSync(br!).equals(bytes)).toBe(true);
    expect(gunzipSync(gz!).equals(bytes)).toBe(true);
    expect(compressedCopies(Buffer.from('x'))).toEqual({});
  });
});

describe('the web server sends the build files from their compressed copies', () => {
  it('brotli to a browser that takes it, gzip to one that takes only gzip, the file to one that takes neither', async () => {
    const br = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('cached for a year as immutable, with the headers every response of the web carries', async () => {
    const { headers } = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    expect(headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a HEAD gets the headers without a body', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('hands Next everything else: other paths, other methods, a file the build lacks, a directory, a way out', async () => {
    for (const [url, method] of [
      ['/en/login', 'GET'],
      ['/_next/static/chunks/app.js', 'POST'],
      ['/_next/static/chunks/missing.js', 'GET'],
      ['/_next/static/chunks', 'GET'],
      ['/_next/static/chunks/', 'GET'],
      ['/_next/static/../static-assets.test.ts', 'GET'],
      ['/_next/static/%2e%2e/%2e%2e/etc/passwd', 'GET'],
      ['/static/chunks/app.js', 'GET'],
    ] as const) {
      const answer = await get(url, {}, method);
      expect(answer.status, `${method} ${url}`).toBe(299);
      // Next gets the request as it came
      expect(answer.body.toString(), `${method} ${url}`).toBe(`next: ${url}`);
    }
  });

  it('never guesses a page: a name without its extension is not served', async () => {
    expect((await get('/_next/static/chunks/index')).status).toBe(299);
    expect((await get('/_next/static/chunks/app')).status).toBe(299);
  });
});
