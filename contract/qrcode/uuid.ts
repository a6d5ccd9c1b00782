import { Type } from 'typebox';

/** LOGIN-7: a QR code's id. */
export const QrUuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

/** The body of the signed-in device's calls: scan, confirm, cancel. */
export const QrUuidBody = Type.Object({ uuid: QrUuid });
