import { describe, expect, it } from 'vitest';

import { deviceNames } from '@/features/passkeys/passkey-name';
import { creationEnding } from '@/features/passkeys/passkey-registration';
import { promptEnding, promptEndingMessage } from '@/services/auth/passkey-prompt';

/** An error as @simplewebauthn/browser passes one on: named after the DOMException, with its own code. */
function webAuthnError(name: string, code = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') {
  return Object.assign(new Error(name), { name, code });
}

describe('passkey prompts', () => {
  it('a prompt the person closed (or that timed out) is cancelled; one the page replaced is aborted; anything else failed', () => {
    expect(promptEnding(webAuthnError('NotAllowedError'))).toBe('cancelled');
    expect(promptEnding(webAuthnError('AbortError', 'ERROR_CEREMONY_ABORTED'))).toBe('aborted');
    expect(promptEnding(new DOMException('aborted', 'AbortError'))).toBe('aborted');
    expect(promptEnding(webAuthnError('SecurityError', 'ERROR_INVALID_RP_ID'))).toBe('failed');
    expect(promptEnding(new Error('WebAuthn is not supported in this browser'))).toBe('failed');
    expect(promptEnding('odd')).toBe('failed');
  });

  it('the form says nothing of a prompt the page itself replaced', () => {
    expect(promptEndingMessage('aborted')).toBeNull();
    expect(promptEndingMessage('cancelled')).toEqual({ ns: 'passkey', key: 'login.cancelled' });
    expect(promptEndingMessage('unsupported')).toEqual({ ns: 'passkey', key: 'login.unsupported' });
  });

  it('creating a passkey on a device that already holds one of the account’s is told apart from a cancel', () => {
    expect(creationEnding(webAuthnError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      'alreadyOnDevice',
    );
    expect(creationEnding(webAuthnError('NotAllowedError'))).toBe('cancelled');
    expect(creationEnding(webAuthnError('AbortError', 'ERROR_CEREMONY_ABORTED'))).toBe('aborted');
    expect(creationEnding(webAuthnError('NotSupportedError'))).toBe('failed');
  });

  it('a new passkey is named after the browser and system it is made on', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceNames(mac)).toEqual({ browser: 'Chrome', os: 'macOS' });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceNames(iphone)).toEqual({ browser: 'Mobile Safari', os: 'iOS' });
    expect(deviceNames('')).toBeNull();
  });
});
