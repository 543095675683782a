import createDOMPurify, { type DOMPurify } from 'dompurify';
import { marked } from 'marked';

let purifier: DOMPurify | undefined;

/**
 * Our own DOMPurify instance: its hook (safe links) must not leak into other users of the
 * library's shared default instance.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
      }
    }
  });
  return purifier;
}

/** Markdown (GitHub flavour) to sanitised HTML: no scripts, no event handlers, safe links. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
