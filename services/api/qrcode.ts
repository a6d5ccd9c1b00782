import type { Facts, ResultOf } from '@/contract/endpoint';
import type { qrCancel } from '@/contract/qrcode/cancel';
import type { qrConfirm } from '@/contract/qrcode/confirm';
import type { qrGenerate } from '@/contract/qrcode/generate';
import type { qrScan } from '@/contract/qrcode/scan';
import type { qrStatus } from '@/contract/qrcode/status';
import { http } from '@/services/http';

/** LOGIN-7: the calls of QR-code login (docs/qrcode.md). */

const GENERATE: Facts<typeof qrGenerate> = {
  method: 'GET',
  path: '/v3/public/qrcode/generate',
  kind: 'qrcode',
  token: false,
};
const STATUS: Facts<typeof qrStatus> = {
  method: 'GET',
  path: '/v3/public/qrcode/status',
  kind: 'qrcode',
  token: true,
};
const SCAN: Facts<typeof qrScan> = { method: 'POST', path: '/v3/private/qrcode/scan', kind: 'qrcode', token: true };
const CONFIRM: Facts<typeof qrConfirm> = {
  method: 'POST',
  path: '/v3/private/qrcode/confirm',
  kind: 'qrcode',
  token: true,
};
const CANCEL: Facts<typeof qrCancel> = {
  method: 'POST',
  path: '/v3/private/qrcode/cancel',
  kind: 'qrcode',
  token: true,
};

export type QrCode = ResultOf<typeof qrGenerate>;
export type QrStatus = ResultOf<typeof qrStatus>;
/** The request a scanned code makes, as the confirming person is told it. */
export type QrScan = ResultOf<typeof qrScan>;

/** A new code, tied to this browser by a cookie the api sets. */
export async function generateQrCode(): Promise<QrCode> {
  return (await http.call(GENERATE, {})).result;
}

/** Where the code stands; `confirmed` carries the session (once). */
export async function qrCodeStatus(uuid: string): Promise<QrStatus> {
  return (await http.call(STATUS, { uuid })).result;
}

export async function scanQrCode(uuid: string): Promise<QrScan> {
  return (await http.call(SCAN, { uuid })).result;
}

export async function confirmQrCode(uuid: string): Promise<void> {
  await http.call(CONFIRM, { uuid });
}

export async function cancelQrCode(uuid: string): Promise<void> {
  await http.call(CANCEL, { uuid });
}
