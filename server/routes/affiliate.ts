import type { FastifyInstance } from 'fastify';

import { isAffiliateId } from '../accounts/attribution';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

/**
 * AFF-4, ERR-10: refusals of the affiliate landing calls. The web passes
 * 610016 (open-info) and 610017 (anonymity) on silently, so a landing for an
 * unknown or hidden affiliate simply shows no one.
 */
export const AFFILIATE_ERRORS = {
  notDigits: { code: 10001, message: 'The affiliate id must be all digits' },
  noProfile: { code: 610016, message: 'This affiliate has no public profile' },
  unknown: { code: 610017, message: 'No such affiliate' },
} as const;

/** AFF-2: one entry of a landing's group list; the web keeps types 0 and 1, the api answers them all. */
interface GroupItem {
  content: string;
  type: number;
}

/** The well-formed entries of a stored list (the column can be edited by hand). */
function groupItemsOf(items: unknown): GroupItem[] {
  const list: unknown = typeof items === 'string' ? JSON.parse(items) : items;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { content, type } = item as Record<string, unknown>;
    return typeof content === 'string' && Number.isInteger(type) ? [{ content, type: type as number }] : [];
  });
}

interface AffiliateRow {
  id: string;
  nickname: string;
  headimg: string;
  personal_signature: string;
  content: string;
  code: string;
  anonymous: boolean;
}

// ids arrive as strings; a number is read as its digits (Fastify coerces it), anything else fails AFF-4
const affiliateIdSchema = { type: 'string', maxLength: 32 } as const;

/** AFF-2, AFF-3, AFF-4: what an affiliate's landing shows about them. Public. */
export async function affiliateRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  async function findAffiliate(id: string): Promise<AffiliateRow | undefined> {
    const { rows } = await db.query<AffiliateRow>(
      'select id, nickname, headimg, personal_signature, content, code, anonymous from affiliates where id = $1',
      [id],
    );
    return rows[0];
  }

  app.post<{ Body: { affid: string; country?: string; group_id?: string } }>(
    '/affiliate/apis/v1/open-info',
    {
      schema: {
        body: {
          type: 'object',
          required: ['affid'],
          properties: {
            affid: affiliateIdSchema,
            // the visitor's country: accepted as the web sends it; one profile serves every country
            country: { type: 'string', pattern: '^([A-Za-z]{2})?$' },
            group_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,32}$' },
          },
        },
      },
    },
    async (req) => {
      const { affid, group_id: groupId = '' } = req.body;
      if (!isAffiliateId(affid)) return fail(AFFILIATE_ERRORS.notDigits.code, AFFILIATE_ERRORS.notDigits.message);
      const affiliate = await findAffiliate(affid);
      // an anonymous affiliate is answered as an unknown one: the landing cannot tell them apart
      if (!affiliate || affiliate.anonymous) {
        return fail(AFFILIATE_ERRORS.noProfile.code, AFFILIATE_ERRORS.noProfile.message);
      }
      // the link's group when the affiliate has it, else their default group ('')
      const { rows } = await db.query<{ items: unknown }>(
        `select items from affiliate_groups where affiliate_id = $1 and group_id in ($2, '')
          order by group_id = $2 desc limit 1`,
        [affiliate.id, groupId],
      );
      return ok({
        nickname: affiliate.nickname,
        headimg: affiliate.headimg,
        personality: { personalSignature: affiliate.personal_signature, content: affiliate.content },
        groupInfo: groupItemsOf(rows[0]?.items),
      });
    },
  );

  app.post<{ Body: { affiliate_id: string } }>(
    '/affiliate/v5/anonymity',
    {
      schema: {
        body: { type: 'object', required: ['affiliate_id'], properties: { affiliate_id: affiliateIdSchema } },
      },
    },
    async (req) => {
      const id = req.body.affiliate_id;
      if (!isAffiliateId(id)) return fail(AFFILIATE_ERRORS.notDigits.code, AFFILIATE_ERRORS.notDigits.message);
      const affiliate = await findAffiliate(id);
      if (!affiliate) return fail(AFFILIATE_ERRORS.unknown.code, AFFILIATE_ERRORS.unknown.message);
      return ok({ isShow: !affiliate.anonymous, code: affiliate.code });
    },
  );
}
