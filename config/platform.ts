/** MW-2: the two platforms the product distinguishes. */
export type Platform = 'mobile' | 'pc';
