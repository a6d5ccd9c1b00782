import { correction, generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import type { NextApiRequest, NextApiResponse } from 'next';

import { isReadMethod, READ_METHODS } from '@/contract/endpoint';
import { isQrConfirmUrl } from '@/features/login/qr-flow';

/**
 * LOGIN-7: the picture of the login page's QR code, drawn here so that the
 * page loads no QR library. It draws only this site's confirm page for one
 * uuid (`isQrConfirmUrl`), as an SVG an `<img>` shows: sharp at any zoom.
 */
export default function qrCode(req: NextApiRequest, res: NextApiResponse): void {
  if (!isReadMethod(req.method)) {
    res.setHeader('Allow', READ_METHODS.join(', '));
    res.status(405).end();
    return;
  }
  const text = typeof req.query.text === 'string' ? req.query.text : '';
  if (!isQrConfirmUrl(text, req.headers.host ?? '')) {
    res.status(400).end();
    return;
  }
  const svg = toSvgSource(generate(text, { minCorrectionLevel: correction.M }), {
    on: 'black',
    off: 'white',
    pad: 2,
    xmlDeclaration: true,
  });
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  // one code for one uuid: nothing to keep; and the picture runs nothing even when opened by itself
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).send(svg);
}
