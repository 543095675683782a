import type { WindowLike } from 'dompurify';

/** Markdown to sanitised HTML, as the app's `MarkdownView` renders it in the page. */
export type MarkdownRenderer = (source: string) => string;

let renderer: Promise<MarkdownRenderer> | undefined;

/**
 * Keel's one Markdown renderer (`@keel/ui/markdown`: Marked, then DOMPurify
 * with the same allowed tags, attributes, URLs and link `rel`) over a jsdom
 * window, the DOM DOMPurify supports on Node. For the public report viewer,
 * whose page then loads neither library (issue 29: at most 100 KB of
 * JavaScript on a client's phone). jsdom and the renderer load on first use,
 * once per process: a process that never serves a public report never pays
 * for them. A failed load is forgotten, so the next call tries again.
 */
export function markdownRenderer(): Promise<MarkdownRenderer> {
  renderer ??= (async () => {
    const [{ JSDOM }, { createMarkdownRenderer }] = await Promise.all([
      import('jsdom'),
      import('@keel/ui/markdown'),
    ]);
    const { window } = new JSDOM('');
    return createMarkdownRenderer(window as unknown as WindowLike);
  })().catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}
