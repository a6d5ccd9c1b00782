import type { FastifyInstance } from 'fastify';

import { affiliateAnonymity } from '@/contract/affiliate/anonymity';
import { affiliateOpenInfo } from '@/contract/affiliate/open-info';
import { RET_CODES } from '@/contract/ret-codes';

import { isAffiliateId } from '../accounts/attribution';
import { affiliateGroupItems, findAffiliate } from '../affiliate/landing';
import { fail, ok } from '../envelope';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

/**
 * AFF-4, ERR-10: refusals of the affiliate landing calls. The web passes
 * 610016 (open-info) and 610017 (anonymity) on silently, so a landing for an
 * unknown or hidden affiliate simply shows no one.
 */
export const AFFILIATE_ERRORS = {
  notDigits: { code: RET_CODES.badRequest, message: 'The affiliate id must be all digits' },
  noProfile: { code: RET_CODES.openInfoHidden, message: 'This affiliate has no public profile' },
  unknown: { code: RET_CODES.anonymityHidden, message: 'No such affiliate' },
} as const;

/** AFF-2, AFF-3, AFF-4: what an affiliate's landing shows about them. Public. */
export async function affiliateRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, affiliateOpenInfo, {}, async (req) => {
    const { affid, group_id: groupId = '' } = req.body;
    if (!isAffiliateId(affid)) return fail(AFFILIATE_ERRORS.notDigits.code, AFFILIATE_ERRORS.notDigits.message);
    const affiliate = await findAffiliate(db, affid);
    // an anonymous affiliate is answered as an unknown one: the landing cannot tell them apart
    if (!affiliate || affiliate.anonymous) {
      return fail(AFFILIATE_ERRORS.noProfile.code, AFFILIATE_ERRORS.noProfile.message);
    }
    return ok({
      nickname: affiliate.nickname,
      headimg: affiliate.headimg,
      personality: { personalSignature: affiliate.personal_signature, content: affiliate.content },
      groupInfo: await affiliateGroupItems(db, affiliate.id, groupId),
    });
  });

  route(app, affiliateAnonymity, {}, async (req) => {
    const id = req.body.affiliate_id;
    if (!isAffiliateId(id)) return fail(AFFILIATE_ERRORS.notDigits.code, AFFILIATE_ERRORS.notDigits.message);
    const affiliate = await findAffiliate(db, id);
    if (!affiliate) return fail(AFFILIATE_ERRORS.unknown.code, AFFILIATE_ERRORS.unknown.message);
    return ok({ isShow: !affiliate.anonymous, code: affiliate.code });
  });
}
