// the document's head, rendered by pages/_document.tsx alone: the rule guards pages against importing it
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';

import { BUILD_MANIFEST, buildManifestOnDemand, inlinedScript, paintFirstLoader } from './paint-first-scripts';

type ScriptElements = ReadonlyArray<React.JSX.Element | null>;
type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The text of a build file by its URL, or null (the document's server reads them: services/server/build-files.ts). */
type BuildFileReader = (src: string) => string | null;

/**
 * Next's `<head>`, with its `<script src defer>` tags replaced by one inline
 * loader that requests the same files, in the same order, after the first
 * paint (paint-first-scripts.ts). Inline scripts (Turbopack's bootstrap) stay
 * as they are; Next's two tiny manifests run inline instead of being fetched,
 * their text read by `readBuildFile`, which the document hands over (this
 * folder is the browser's: it reads no files itself); Next's build manifest
 * is fetched only when Next's client first asks for it (buildManifestOnDemand).
 * It overrides the two methods of Next's `Head` that return the page's scripts;
 * e2e/performance.spec.ts fails if a Next upgrade renders them elsewhere.
 */
export function paintFirstHead(readBuildFile: BuildFileReader): typeof Head {
  return class PaintFirstHead extends Head {
    private paintFirst(elements: ScriptElements, key: string): React.JSX.Element[] {
      const { nonce } = this.props;
      const inline: React.JSX.Element[] = [];
      const sources: string[] = [];
      for (const element of elements) {
        if (!element) continue;
        const { src } = element.props as { src?: string };
        // run in place of fetching: the build manifest's on-demand loader, or a tiny manifest's own text
        const text = !src
          ? null
          : BUILD_MANIFEST.test(src)
            ? buildManifestOnDemand(src, nonce)
            : inlinedScript(src, readBuildFile);
        if (text !== null) {
          inline.push(<script key={src} nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />);
        } else if (src) sources.push(src);
        else inline.push(element);
      }
      if (!sources.length) return inline;
      return [
        ...inline,
        <script key={key} nonce={nonce} dangerouslySetInnerHTML={{ __html: paintFirstLoader(sources, nonce) }} />,
      ];
    }

    getDynamicChunks(files: DocumentFiles) {
      return this.paintFirst(super.getDynamicChunks(files), 'paint-first-dynamic');
    }

    getScripts(files: DocumentFiles) {
      return this.paintFirst(super.getScripts(files), 'paint-first');
    }
  };
}
