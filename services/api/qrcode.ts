import { http } from '@/services/http';

import type { SessionResult } from './auth';

/** LOGIN-7: the calls of QR-code login (docs/qrcode.md). */

export interface QrCode {
  readonly uuid: string;
  /** unix seconds */
  readonly expire_time: number;
}

export type QrStatus =
  { readonly status: 'new' | 'scanned' | 'expired' | 'cancelled' } | ({ readonly status: 'confirmed' } & SessionResult);

/** A new code, tied to this browser by a cookie the api sets. */
export async function generateQrCode(): Promise<QrCode> {
  return (await http.get<QrCode>('/v3/public/qrcode/generate')).result;
}

/** Where the code stands; `confirmed` carries the session (once). */
export async function qrCodeStatus(uuid: string): Promise<QrStatus> {
  return (await http.get<QrStatus>('/v3/public/qrcode/status', { params: { uuid } })).result;
}

/** The request a scanned code makes, as the confirming person is told it. */
export interface QrScan {
  readonly device: string;
  /** ISO country of the device that showed the code, or '' */
  readonly country: string;
  readonly expire_time: number;
}

export async function scanQrCode(uuid: string): Promise<QrScan> {
  return (await http.post<QrScan>('/v3/private/qrcode/scan', { uuid })).result;
}

export async function confirmQrCode(uuid: string): Promise<void> {
  await http.post('/v3/private/qrcode/confirm', { uuid });
}

export async function cancelQrCode(uuid: string): Promise<void> {
  await http.post('/v3/private/qrcode/cancel', { uuid });
}
