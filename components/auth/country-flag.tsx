import { useLoader } from '@/components/hooks/use-loader';

import { FLAG_LOADERS } from './country-flag-loaders';

const dataUris = new Map<string, string>();

/** The flag as an image source: an <img> keeps each SVG's ids (clip paths, gradients) to itself. */
async function flagSource(code: string): Promise<string | null> {
  const known = dataUris.get(code);
  if (known) return known;
  const load = FLAG_LOADERS[code.toUpperCase()];
  if (!load) return null;
  const uri = `data:image/svg+xml,${encodeURIComponent((await load()).default)}`;
  dataUris.set(code, uri);
  return uri;
}

/**
 * A country's flag beside its name. Decorative (the name says the country):
 * hidden from screen readers. Its box is there before the flag has loaded, so
 * nothing moves when it arrives.
 */
export function CountryFlag({ code }: { readonly code: string }) {
  const flag = useLoader(() => flagSource(code), [code]);
  return (
    <span className="phone-flag" aria-hidden="true">
      {flag.data ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URI of a tiny SVG; nothing to optimise
        <img src={flag.data} alt="" />
      ) : null}
    </span>
  );
}
