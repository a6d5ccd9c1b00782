/**
 * Masked contact details for the profile (`vague_email`, `vague_mobile`):
 * enough for the owner to recognise them, not enough to contact them.
 */

/** 'demo@example.com' → 'de***@example.com'; one-letter local parts keep that letter. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${[...local].slice(0, keep).join('')}***${email.slice(at)}`;
}

/**
 * '13812345678' → '138****5678': the first three and last four digits of
 * numbers of 8 or more digits; shorter numbers keep only their last two.
 * Separators (spaces, dashes) are dropped first.
 */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const digits = mobile.replace(/[^0-9]/g, '');
  if (!digits) return '';
  if (digits.length >= 8) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length > 2) return `****${digits.slice(-2)}`;
  return '****';
}
