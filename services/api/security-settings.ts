import type { Facts, RequestOf, ResultOf } from '@/contract/endpoint';
import type {
  loginCodesSet,
  recoveryCodesRenew,
  securityCodeSend,
  securitySettings,
  totpDisable,
  totpEnable,
  totpSetup,
} from '@/contract/security/settings';
import { http } from '@/services/http';

export type { SecuritySettings } from '@/contract/security/settings';

const SETTINGS: Facts<typeof securitySettings> = {
  method: 'GET',
  path: '/user/security/settings',
  kind: 'security',
  token: true,
};
const TOTP_SETUP: Facts<typeof totpSetup> = {
  method: 'POST',
  path: '/user/security/totp/setup',
  kind: 'security',
  token: true,
};
const TOTP_ENABLE: Facts<typeof totpEnable> = {
  method: 'POST',
  path: '/user/security/totp/enable',
  kind: 'security',
  token: true,
};
const TOTP_DISABLE: Facts<typeof totpDisable> = {
  method: 'POST',
  path: '/user/security/totp/disable',
  kind: 'security',
  token: true,
};
const CODE_SEND: Facts<typeof securityCodeSend> = {
  method: 'POST',
  path: '/user/security/code/send',
  kind: 'security',
  token: true,
};
const LOGIN_CODES: Facts<typeof loginCodesSet> = {
  method: 'POST',
  path: '/user/security/login-codes',
  kind: 'security',
  token: true,
};
const RECOVERY_CODES: Facts<typeof recoveryCodesRenew> = {
  method: 'POST',
  path: '/user/security/recovery-codes',
  kind: 'security',
  token: true,
};

/** Issue 26: the account's second factors. */
export async function fetchSecuritySettings(): Promise<ResultOf<typeof securitySettings>> {
  return (await http.call(SETTINGS, {})).result;
}

export async function startTotpSetup(): Promise<ResultOf<typeof totpSetup>> {
  return (await http.call(TOTP_SETUP, {})).result;
}

export async function enableTotp(code: string): Promise<ResultOf<typeof totpEnable>> {
  return (await http.call(TOTP_ENABLE, { code })).result;
}

/** Issue 36: the re-proof the api asks for (the http client's dialog) is the confirmation. */
export async function disableTotp(): Promise<void> {
  await http.call(TOTP_DISABLE, {});
}

export async function sendSecurityCode(channel: RequestOf<typeof securityCodeSend>['channel']): Promise<number> {
  return (await http.call(CODE_SEND, { channel })).result.resend_in;
}

/** Issue 36: on with a code sent to the channel (the address works); off with none, after the re-proof. */
export async function setLoginCodes(
  change:
    | { readonly channel: RequestOf<typeof loginCodesSet>['channel']; readonly enabled: true; readonly code: string }
    | { readonly channel: RequestOf<typeof loginCodesSet>['channel']; readonly enabled: false },
): Promise<ResultOf<typeof loginCodesSet>> {
  return (await http.call(LOGIN_CODES, change)).result;
}

/** Issue 36: new recovery codes (the old ones stop working); the re-proof is the confirmation. */
export async function renewRecoveryCodes(): Promise<ResultOf<typeof recoveryCodesRenew>> {
  return (await http.call(RECOVERY_CODES, {})).result;
}
