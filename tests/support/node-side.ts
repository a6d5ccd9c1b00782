/**
 * What tests of browser modules need of Node (a key pair, a digest, a real
 * server, the locale folders): here, so no file beside the browser's code
 * imports a Node built-in (issue 38; services/server is the web's one place
 * for Node code).
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { LOCALES_DIR } from './locale-files';

/** An RSA key pair in PEM, as the api keeps one for password transport. */
export function rsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The SHA-256 of a text, in hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Every language with a folder of translation files. */
export function localeFolders(): string[] {
  return readdirSync(LOCALES_DIR);
}

/** A real server that accepts connections and never answers in time (slow upstream). */
export function startSilentServer(): Promise<{ origin: string; server: Server }> {
  const silent = createServer(() => {
    // never answers: the client's timeout must end the call
  });
  return new Promise((resolve) => {
    silent.listen(0, '127.0.0.1', () => {
      const { port } = silent.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, server: silent });
    });
  });
}
