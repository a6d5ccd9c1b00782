import { Type } from 'typebox';

/**
 * AFF-4: an affiliate id as the landing's link carries it. Read as a string
 * (a number is taken as its digits); one that is not all digits is a 10001.
 */
export const AffiliateId = Type.String({ maxLength: 32 });
