import Module from 'node:module';

/**
 * Issue 40, the render afresh: Next renders pages with React's edge build
 * (`react-dom/server.edge`, next/dist/server/ReactDOMServerPages.js: "TODO:
 * Use Node.js build unless we're in an Edge runtime"), which turns every
 * attribute and text it writes into a Uint8Array of its own
 * (`TextEncoder.encode`): in a CPU profile of /en/login rendered afresh, a
 * seventh of the web's time. React's Node.js build has the same
 * `renderToReadableStream` (same version, same markup, byte for byte) and
 * writes its strings into one buffer (`encodeInto`).
 *
 * `preferNodePageRenderer` makes Next's runtime get the Node.js build when it
 * asks for the edge one. Only Next's own files are answered so, and only when
 * that build has `renderToReadableStream` (React 19 and later); everything
 * else resolves as before. Called by the web's server (web-server.ts) before
 * Next loads; `next dev` and `next start` render as Next does.
 */
const EDGE_RENDERER = 'react-dom/server.edge';
const NODE_RENDERER = 'react-dom/server.node';

interface ModuleInternals {
  _resolveFilename(
    request: string,
    parent: { readonly filename?: string | null } | undefined,
    ...rest: unknown[]
  ): string;
}

/** Whether a module that asks for `request` from `parentFile` gets the Node.js build instead. */
export function redirectsToNodeRenderer(request: string, parentFile: string | null | undefined): boolean {
  return request === EDGE_RENDERER && !!parentFile && /[\\/]node_modules[\\/]next[\\/]dist[\\/]/.test(parentFile);
}

let installed = false;

/** Installs the redirect once; false when React's Node.js build cannot stand in (nothing changed then). */
export function preferNodePageRenderer(): boolean {
  if (installed) return true;
  const require = Module.createRequire(import.meta.url);
  const node = require(NODE_RENDERER) as { renderToReadableStream?: unknown };
  if (typeof node.renderToReadableStream !== 'function') return false;
  const internals = Module as unknown as ModuleInternals;
  const resolve = internals._resolveFilename;
  internals._resolveFilename = function (request, parent, ...rest) {
    return resolve.call(
      this,
      redirectsToNodeRenderer(request, parent?.filename) ? NODE_RENDERER : request,
      parent,
      ...rest,
    );
  };
  installed = true;
  return true;
}
