import type { FastifyInstance } from 'fastify';

import { ok } from '../envelope';
import type { RouteDeps } from './deps';

/**
 * AFF-6: what a referral landing reads besides the code's info. Public.
 * Unknown tokens and inviters are not refusals: the landing simply has
 * nothing more to show (an empty value, no picture).
 */
export async function referralRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.get<{ Querystring: { token: string } }>(
    '/fiat/public/channel/common-share-info',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
        },
      },
    },
    async (req) => {
      const { rows } = await db.query<{ value: string }>('select value from share_infos where token = $1', [
        req.query.token,
      ]);
      return ok({ value: rows[0]?.value ?? '' });
    },
  );

  /**
   * The inviter of a referral code (id and country as /s1/code/info names
   * them): their nickname and head image, '' when they have none. A country
   * other than theirs finds no one.
   */
  app.get<{ Querystring: { id: string; country?: string } }>(
    '/v1/referral/public/headimg',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', pattern: '^[0-9]{1,20}$' },
            country: { type: 'string', pattern: '^([A-Za-z]{2})?$' },
          },
        },
      },
    },
    async (req) => {
      const country = req.query.country?.toUpperCase() ?? '';
      const { rows } = await db.query<{ nickname: string; headimg: string }>(
        `select inviter_nickname as nickname, inviter_headimg as headimg from referral_codes
          where inviter_id = $1 and ($2 = '' or inviter_country = $2) and enabled
          order by code limit 1`,
        [req.query.id, country],
      );
      return ok({ headimg: rows[0]?.headimg ?? '', nickname: rows[0]?.nickname ?? '' });
    },
  );
}
