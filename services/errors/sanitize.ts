const MAX_MESSAGE_LENGTH = 300;

/**
 * ERR-13: server text made safe to show as plain text: no markup, no control
 * characters, bounded length. React renders it as text as well; this keeps
 * tags and entities from showing up as noise.
 */
export function sanitizeMessage(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  const withoutTags = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:lt|gt|amp|quot|#39|#x27|nbsp);/gi,
      (e) =>
        ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' })[
          e.toLowerCase()
        ] ?? ' ',
    )
    .replace(/[<>]/g, '');
  const clean = withoutTags.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const collapsed = clean.replace(/\s+/g, ' ').trim();
  return collapsed.length > MAX_MESSAGE_LENGTH ? `${collapsed.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : collapsed;
}
