import type { ResultOf } from '@/contract/endpoint';
import { qrCancelFacts } from '@/contract/qrcode/cancel.facts';
import { qrConfirmFacts } from '@/contract/qrcode/confirm.facts';
import type { qrGenerate } from '@/contract/qrcode/generate';
import { qrGenerateFacts } from '@/contract/qrcode/generate.facts';
import type { qrScan } from '@/contract/qrcode/scan';
import { qrScanFacts } from '@/contract/qrcode/scan.facts';
import type { qrStatus } from '@/contract/qrcode/status';
import { qrStatusFacts } from '@/contract/qrcode/status.facts';
import { http } from '@/services/http';

/** LOGIN-7: the calls of QR-code login (docs/qrcode.md). */

export type QrCode = ResultOf<typeof qrGenerate>;
export type QrStatus = ResultOf<typeof qrStatus>;
/** The request a scanned code makes, as the confirming person is told it. */
export type QrScan = ResultOf<typeof qrScan>;

/** A new code, tied to this browser by a cookie the api sets. */
export async function generateQrCode(): Promise<QrCode> {
  return (await http.call(qrGenerateFacts, {})).result;
}

/** Where the code stands; `confirmed` carries the session (once). */
export async function qrCodeStatus(uuid: string): Promise<QrStatus> {
  return (await http.call(qrStatusFacts, { uuid })).result;
}

export async function scanQrCode(uuid: string): Promise<QrScan> {
  return (await http.call(qrScanFacts, { uuid })).result;
}

export async function confirmQrCode(uuid: string): Promise<void> {
  await http.call(qrConfirmFacts, { uuid });
}

export async function cancelQrCode(uuid: string): Promise<void> {
  await http.call(qrCancelFacts, { uuid });
}
