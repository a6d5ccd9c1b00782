import type { NextApiRequest, NextApiResponse } from 'next';

import { readWebEnv } from '@/config/env';
import { forwardToApi, trustedProxies } from '@/services/server/x-api-forward';

// the body is forwarded as it came (and limited there), the answer as the api gave it
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

/** `/x-api/*` (rewritten here by next.config.ts): forwarded to the api at API_ORIGIN. */
export default function xApi(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const env = readWebEnv();
  return forwardToApi(req, res, {
    apiOrigin: env.apiOrigin,
    trust: trustedProxies(env.trustProxy),
    countryOverride: env.countryOverride,
  });
}
