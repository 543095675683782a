import { createMarkdownRenderer } from './markdown-renderer';

export {
  MARKDOWN_ALLOWED_ATTRIBUTES,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_LINK_REL,
  createMarkdownRenderer,
  markdownToHtml,
  reduceRawHtml,
} from './markdown-renderer';

let browserRenderer: ((source: string) => string) | undefined;

/**
 * Markdown (GitHub flavour) to sanitised HTML in the page: only the allowed tags with the
 * allowed attributes, safe URLs, and every link `rel="noopener noreferrer nofollow"` (web
 * links open in a new tab). The renderer over the page's window is made on first use.
 */
export function renderMarkdown(source: string): string {
  browserRenderer ??= createMarkdownRenderer(window);
  return browserRenderer(source);
}
