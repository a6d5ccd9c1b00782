import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the api tests: one ES256 key pair
 * (node:crypto), 'none' attestation, and the bytes a browser and an
 * authenticator would send (clientDataJSON, authenticatorData, the CBOR
 * attestation object, a DER signature). What a test wants wrong (the origin,
 * the relying party, the counter) it says per call.
 */

/** What the CBOR encoder takes. */
type Cbor = Parameters<typeof isoCBOR.encode>[0];

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Overrides {
  /** the origin the "browser" writes in the client data (default: the one the test says the page has) */
  readonly origin?: string;
  /** the relying party id whose hash the authenticator signs (default: the options') */
  readonly rpId?: string;
  /** the signature counter to report (default: the authenticator's next) */
  readonly counter?: number;
  /** a user handle other than the one the passkey was made for */
  readonly userHandle?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  /** the next use's count; an authenticator without a counter stays at 0 */
  private count: number;

  constructor(
    private readonly origin: string,
    private readonly counting = true,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.count = counting ? 1 : 0;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create` with these options: a new discoverable credential. */
  create(options: PublicKeyCredentialCreationOptionsJSON, overrides: Overrides = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const rpId = overrides.rpId ?? options.rp.id ?? '';
    const authData = this.authenticatorData(rpId, UP | UV | AT, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, Cbor>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` with these options: an assertion signed with the key, its counter moving on. */
  get(options: PublicKeyCredentialRequestOptionsJSON, overrides: Overrides = {}): AuthenticationResponseJSON {
    const counter = overrides.counter ?? this.count;
    if (this.counting && overrides.counter === undefined) this.count += 1;
    const authData = this.authenticatorData(overrides.rpId ?? options.rpId ?? '', UP | UV, counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signer.sign(this.privateKey)),
        userHandle: overrides.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
