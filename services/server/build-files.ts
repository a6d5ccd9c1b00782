import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's files by URL, read once: they never change while the server runs. */
const buildFiles = new Map<string, string | null>();

/**
 * The text of one of the build's files by its URL (`/_next/static/…`), read
 * from `.next/` once; null for any other URL or a file that cannot be read.
 * The document inlines Next's two tiny manifests with it
 * (components/layout/paint-first-head.tsx).
 */
export function readBuildFile(src: string): string | null {
  let text = buildFiles.get(src);
  if (text === undefined) {
    const relative = src.startsWith('/_next/') ? src.slice('/_next/'.length) : null;
    try {
      text =
        relative && !relative.includes('..') ? readFileSync(path.join(process.cwd(), '.next', relative), 'utf8') : null;
    } catch {
      text = null;
    }
    buildFiles.set(src, text);
  }
  return text;
}
