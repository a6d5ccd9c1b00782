/**
 * After `next build` and the compile hints: a brotli (`.br`) and a gzip
 * (`.gz`) copy of every text file in `.next/static`, each kept only when it
 * is smaller than the file, for the web's static file server
 * (services/server/static-assets.ts), which sends them instead of compressing each
 * file on every request as Next does.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The kinds of file worth compressing (images and fonts are compressed already). */
export const COMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.css', '.json', '.svg', '.txt', '.html'];

/** The compressed copies of one file's bytes worth keeping: each only if it is smaller. */
export function compressedCopies(bytes: Buffer): { br?: Buffer; gz?: Buffer } {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  return { ...(br.length < bytes.length ? { br } : {}), ...(gz.length < bytes.length ? { gz } : {}) };
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function main(staticDir: string): void {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of filesUnder(staticDir)) {
    if (!COMPRESSED_EXTENSIONS.includes(path.extname(file))) continue;
    const bytes = readFileSync(file);
    const { br, gz } = compressedCopies(bytes);
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
    files += 1;
    before += bytes.length;
    after += (br ?? gz ?? bytes).length;
  }
  console.log(
    `precompressed ${files} static files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(path.resolve(import.meta.dirname, '..', '.next', 'static'));
}
