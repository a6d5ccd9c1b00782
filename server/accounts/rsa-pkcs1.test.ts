import { constants, generateKeyPairSync, publicEncrypt, randomBytes, type KeyObject } from 'node:crypto';

import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';

import { pkcs1Decryptor, type Pkcs1Decryptor } from './rsa-pkcs1';

const K = 256;
let publicKey: KeyObject;
let decryptor: Pkcs1Decryptor;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: K * 8 });
  publicKey = pair.publicKey;
  decryptor = pkcs1Decryptor(pair.privateKey);
});

/** The ciphertext of an encoded message of our own making (RSA without padding). */
function rawEncrypt(em: Buffer): Buffer {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, em);
}

/** EM = 0x00 0x02 PS 0x00 M, with `psLength` nonzero bytes of PS: M is the message, lengthened with '#' to fit. */
function encoded(message: Buffer, psLength = K - 3 - message.length): Buffer {
  const ps = Buffer.from(randomBytes(psLength).map((b) => b || 1));
  const fill = Buffer.alloc(K - 3 - psLength - message.length, '#');
  return Buffer.concat([Buffer.from([0, 2]), ps, Buffer.from([0]), message, fill]);
}

describe('PKCS#1 v1.5 decryption with implicit rejection (LOGIN-4, issue 40)', () => {
  it('LOGIN-4 reads what the pages encrypt: the platform, node-forge (the tests) and every message length', () => {
    for (const message of ['Secret1231732900000000', '', 'é€😀', 'x'.repeat(K - 11)]) {
      const byNode = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(message));
      expect(decryptor.decrypt(byNode)?.toString('utf8')).toBe(message);
    }
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const byForge = forge.pki.publicKeyFromPem(pem).encrypt(forge.util.encodeUtf8('Secret123'), 'RSAES-PKCS1-V1_5');
    expect(decryptor.decrypt(Buffer.from(byForge, 'binary'))?.toString('utf8')).toBe('Secret123');
  });

  it('LOGIN-4 a wrong padding is no failure: a synthetic message, the same for the same ciphertext, another for another', () => {
    const message = Buffer.from('Secret1231732900000000');
    const wrong = [
      Buffer.concat([Buffer.from([0, 1]), encoded(message).subarray(2)]), // block type 1, not 2
      Buffer.concat([Buffer.from([0, 3]), encoded(message).subarray(2)]), // block type 3
      Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(K - 2, 7)]), // no 0x00 before the message
      encoded(message, 7), // a separator after 7 bytes of padding: fewer than 8
      encoded(message, 0), // the separator right after 0x02
    ];
    const k11 = K - 11;
    for (const em of wrong) {
      const ciphertext = rawEncrypt(em);
      const first = decryptor.decrypt(ciphertext);
      expect(first).not.toBeNull();
      expect(first!.length).toBeLessThanOrEqual(k11);
      expect(decryptor.decrypt(ciphertext)!.equals(first!)).toBe(true);
      expect(first!.subarray(0, message.length).equals(message)).toBe(false);
    }
    const [a, b] = wrong.map((em) => decryptor.decrypt(rawEncrypt(em))!);
    expect(a.equals(b)).toBe(false);
  });

  it('LOGIN-4 the shortest padding that is right (8 bytes) still reads the message', () => {
    const message = Buffer.from('Secret1231732900000000'.padEnd(K - 3 - 8, '#'));
    expect(decryptor.decrypt(rawEncrypt(encoded(message, 8)))!.equals(message)).toBe(true);
  });

  it('LOGIN-4 only what anyone can see is refused: a ciphertext of another length, or not below the modulus', () => {
    expect(decryptor.decrypt(Buffer.alloc(K - 1, 1))).toBeNull();
    expect(decryptor.decrypt(Buffer.alloc(K + 1, 1))).toBeNull();
    expect(decryptor.decrypt(Buffer.alloc(K, 0xff))).toBeNull();
  });
});
