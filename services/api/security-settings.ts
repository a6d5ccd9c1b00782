import type { RequestOf, ResultOf } from '@/contract/endpoint';
import type {
  loginCodesSet,
  recoveryCodesRenew,
  securityCodeSend,
  securitySettings,
  totpEnable,
  totpSetup,
} from '@/contract/security/settings';
import {
  loginCodesSetFacts,
  recoveryCodesRenewFacts,
  securityCodeSendFacts,
  securitySettingsFacts,
  totpDisableFacts,
  totpEnableFacts,
  totpSetupFacts,
} from '@/contract/security/settings.facts';
import { http } from '@/services/http';

export type { SecuritySettings } from '@/contract/security/settings';

/** Issue 26: the account's second factors. */
export async function fetchSecuritySettings(): Promise<ResultOf<typeof securitySettings>> {
  return (await http.call(securitySettingsFacts, {})).result;
}

export async function startTotpSetup(): Promise<ResultOf<typeof totpSetup>> {
  return (await http.call(totpSetupFacts, {})).result;
}

export async function enableTotp(code: string): Promise<ResultOf<typeof totpEnable>> {
  return (await http.call(totpEnableFacts, { code })).result;
}

/** Issue 36: the re-proof the api asks for (the http client's dialog) is the confirmation. */
export async function disableTotp(): Promise<void> {
  await http.call(totpDisableFacts, {});
}

export async function sendSecurityCode(channel: RequestOf<typeof securityCodeSend>['channel']): Promise<number> {
  return (await http.call(securityCodeSendFacts, { channel })).result.resend_in;
}

/** Issue 36: on with a code sent to the channel (the address works); off with none, after the re-proof. */
export async function setLoginCodes(
  change:
    | { readonly channel: RequestOf<typeof loginCodesSet>['channel']; readonly enabled: true; readonly code: string }
    | { readonly channel: RequestOf<typeof loginCodesSet>['channel']; readonly enabled: false },
): Promise<ResultOf<typeof loginCodesSet>> {
  return (await http.call(loginCodesSetFacts, change)).result;
}

/** Issue 36: new recovery codes (the old ones stop working); the re-proof is the confirmation. */
export async function renewRecoveryCodes(): Promise<ResultOf<typeof recoveryCodesRenew>> {
  return (await http.call(recoveryCodesRenewFacts, {})).result;
}
