import { constants, createHash, createHmac, privateDecrypt, type KeyObject } from 'node:crypto';

/*
 * LOGIN-4, issue 40: RSAES-PKCS1-v1_5 decryption on the platform's RSA with
 * implicit rejection, as OpenSSL 3.2 does it (draft-irtf-cfrg-rsa-guidance,
 * "implicit rejection"). Node 20 refuses privateDecrypt with PKCS#1 v1.5
 * padding (CVE-2023-46809, the Marvin attack), so the ciphertext is opened
 * with no padding (OpenSSL's private-key operation, blinded) and the padding
 * is checked here without a branch on any secret byte. A ciphertext whose
 * padding is wrong does not fail: it decrypts to a synthetic message derived
 * from the ciphertext and the private key, the same one every time, which the
 * caller refuses as it refuses any message that is not a password and its
 * timestamp. So neither the answer nor its time tells a bad padding from a
 * bad password.
 */

/** 1 when the bytes are equal, else 0 (a and b in 0..255). */
function eq(a: number, b: number): number {
  return ((a ^ b) - 1) >>> 31;
}

/** 1 when a >= b, else 0 (small non-negative integers). */
function ge(a: number, b: number): number {
  return 1 ^ ((a - b) >>> 31);
}

/** a when bit is 1, else b. */
function pick(bit: number, a: number, b: number): number {
  const mask = -bit;
  return (a & mask) | (b & ~mask);
}

function uint16(value: number): Buffer {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
}

/** The implicit rejection's PRF: HMAC-SHA256(kdk, counter || label || bits), concatenated to `bits`. */
function prf(kdk: Buffer, label: string, bits: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0, have = 0; have * 8 < bits; i += 1, have += 32) {
    blocks.push(createHmac('sha256', kdk).update(uint16(i)).update(label).update(uint16(bits)).digest());
  }
  return Buffer.concat(blocks).subarray(0, bits / 8);
}

/**
 * The message a ciphertext with a wrong padding decrypts to: its length and
 * bytes from a key derived from the private exponent and the ciphertext
 * (deterministic: the same ciphertext, the same message).
 */
function syntheticMessage(dKey: Buffer, ciphertext: Buffer, k: number): Buffer {
  const kdk = createHmac('sha256', dKey).update(ciphertext).digest();
  const candidates = prf(kdk, 'length', 128 * 16);
  const message = prf(kdk, 'message', k * 8);
  // the longest a message can be: k - 2 - 8 (the padding's 0x00 0x02, eight random bytes, the 0x00)
  const maxLength = k - 2 - 8 - 1;
  let mask = maxLength;
  for (let shift = 1; shift < 16; shift <<= 1) mask |= mask >>> shift;
  let length = 0;
  for (let i = 0; i < 128; i += 1) {
    const candidate = candidates.readUInt16BE(i * 2) & mask;
    length = pick(1 ^ ge(candidate, maxLength + 1), candidate, length);
  }
  return message.subarray(k - length);
}

export interface Pkcs1Decryptor {
  /** The message of a k-byte ciphertext: the real one, or for a wrong padding a synthetic one; null for a wrong length. */
  decrypt(ciphertext: Buffer): Buffer | null;
}

/** PKCS#1 v1.5 decryption with implicit rejection under `key` (an RSA private key). */
export function pkcs1Decryptor(key: KeyObject): Pkcs1Decryptor {
  const k = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8);
  const d = Buffer.from(key.export({ format: 'jwk' }).d ?? '', 'base64url');
  const dPadded = Buffer.concat([Buffer.alloc(Math.max(0, k - d.length)), d]);
  const dKey = createHash('sha256').update(dPadded).digest();
  return {
    decrypt(ciphertext: Buffer): Buffer | null {
      // the length is public: every ciphertext of this key has k bytes
      if (ciphertext.length !== k) return null;
      let em: Buffer;
      try {
        em = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, ciphertext);
      } catch {
        // a ciphertext not below the modulus: public (anyone can compare it with n), no oracle
        return null;
      }
      const synthetic = syntheticMessage(dKey, ciphertext, k);
      // EM = 0x00 || 0x02 || PS (8 or more nonzero bytes) || 0x00 || M, read without branching on its bytes
      let good = eq(em[0], 0) & eq(em[1], 2);
      let found = 0;
      let zeroAt = 0;
      for (let i = 2; i < k; i += 1) {
        const zero = eq(em[i], 0);
        zeroAt = pick(zero & (1 ^ found), i, zeroAt);
        found |= zero;
      }
      good &= found & ge(zeroAt, 2 + 8);
      const realLength = k - zeroAt - 1;
      const length = pick(good, realLength, synthetic.length);
      // both candidates copied byte by byte into one buffer, the real one kept when the padding is good
      const out = Buffer.alloc(k);
      for (let i = 0; i < k; i += 1) {
        const real = em[(zeroAt + 1 + i) % k];
        const fake = synthetic[i % Math.max(1, synthetic.length)] ?? 0;
        out[i] = pick(good, real, fake);
      }
      return out.subarray(0, length);
    },
  };
}
