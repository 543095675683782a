import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { Marked, type Token } from 'marked';

/*
 * Keel's one Markdown renderer (Marked, then DOMPurify over a DOM it is given): the browser's
 * window in the page (`render-markdown.ts`), a jsdom window on the server (the public report
 * viewer's texts, `packages/api/src/lib/markdown.ts`). This module names no global of the
 * browser, so the API builds it as it is (`@keel/ui/markdown`).
 */

/**
 * The only elements rendered Markdown may contain: what Markdown itself writes (GitHub
 * flavour) and a few inline tags authors type by hand. Nothing that can be positioned over
 * the page, submit, embed or script (no svg, math, form, input, iframe, object, style…).
 */
export const MARKDOWN_ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

/**
 * The only attributes kept from the author. No `style`, `class` or `id` (they could borrow
 * the app's own layout, or restyle and cover the page), no `target` or `rel` (set below),
 * no event handlers, `data-*` or `aria-*`.
 */
export const MARKDOWN_ALLOWED_ATTRIBUTES: readonly string[] = [
  'href',
  'title',
  'src',
  'alt',
  'align',
  'start',
  'colspan',
  'rowspan',
];

/** Every link rendered from Markdown carries exactly this `rel`. */
export const MARKDOWN_LINK_REL = 'noopener noreferrer nofollow';

/** Links and images may point at the web, at mail addresses or within Keel (relative). */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** A picture may be inline data, but only as an image (never `data:text/html`…). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...MARKDOWN_ALLOWED_TAGS],
  ALLOWED_ATTR: [...MARKDOWN_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Text of a forbidden element's children stays (an unknown tag is dropped, its words kept),
  // but nothing from these is kept at all.
  FORBID_CONTENTS: ['script', 'style', 'svg', 'math', 'template', 'iframe', 'object', 'noscript'],
  // A string in, a string out: DOMPurify parses it in a detached document (DOMParser), so
  // nothing reaches the live page before it is clean (and, reduced above, it holds no
  // attribute the author wrote in raw HTML).
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

const RAW_TAGS = new Set(MARKDOWN_ALLOWED_TAGS);
const RAW_ATTRIBUTES = new Set(MARKDOWN_ALLOWED_ATTRIBUTES);
/** A tag: `<name …>`, `</name>`, `<name …/>`. */
const TAG = /^<(\/?)([a-z][a-z0-9]*)([^]*?)(\/?)>$/i;
/** One attribute: a name, and a value double-, single- or unquoted. */
const ATTRIBUTE = /^\s+([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/;

/** The attributes of a tag's inside, or null when it is not a plain list of attributes. */
function attributesOf(inside: string): [string, string][] | null {
  const found: [string, string][] = [];
  let rest = inside;
  while (rest.trim() !== '') {
    const match = ATTRIBUTE.exec(rest);
    if (!match) return null;
    found.push([match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/**
 * Rewrites a piece of raw HTML from the Markdown source without parsing it as HTML: a tag of
 * {@link MARKDOWN_ALLOWED_TAGS} is written again with only its attributes of
 * {@link MARKDOWN_ALLOWED_ATTRIBUTES} (values re-quoted); any other tag, comment or
 * declaration is dropped (its text stays); every other `<` and `>` is escaped. So no attribute
 * such as `onload` or `style` ever reaches an HTML parser — not even DOMPurify's detached one,
 * where Chromium still reports the inline handlers it meets to the page's CSP.
 */
export function reduceRawHtml(html: string): string {
  let skipping: string | null = null;
  return html
    .split(/(<[^<>]*>)/)
    .map((part, index) => {
      if (skipping !== null) {
        if (index % 2 === 1 && closes(part, skipping)) skipping = null;
        return '';
      }
      if (index % 2 === 0) return part.replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const tag = TAG.exec(part);
      const name = tag?.[2]?.toLowerCase();
      if (!tag || !name) return '';
      if (!RAW_TAGS.has(name)) {
        if (!tag[1] && !tag[4] && DROPPED_WITH_CONTENT.has(name)) skipping = name;
        return '';
      }
      if (tag[1]) return `</${name}>`;
      const attributes = attributesOf(tag[3] ?? '');
      if (!attributes) return '';
      const kept = attributes
        .filter(([attribute]) => RAW_ATTRIBUTES.has(attribute))
        .map(
          ([attribute, value]) =>
            ` ${attribute}="${value.replace(/["<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`,
        );
      return `<${name}${kept.join('')}>`;
    })
    .join('');
}

/** Elements whose content goes with them (a script's code, a style's rules, an svg's text). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'object',
  'select',
  'xmp',
]);

function closes(tag: string, name: string): boolean {
  return new RegExp(`^</${name}[\\s/>]`, 'i').test(tag);
}

/**
 * Inline raw HTML comes as one token per tag (`<script>`, text, `</script>`): the tokens
 * between an element of {@link DROPPED_WITH_CONTENT} and its end are dropped here.
 */
function dropContents(tokens: Token[]): void {
  let skipping: string | null = null;
  const kept = tokens.filter((token) => {
    if (skipping !== null) {
      if (token.type === 'html' && closes(token.raw.trim(), skipping)) skipping = null;
      return false;
    }
    if (token.type !== 'html') return true;
    const raw = token.raw.trim();
    const name = /^<([a-z][a-z0-9]*)/i.exec(raw)?.[1]?.toLowerCase();
    // A block token holding its own end is reduced as a whole by reduceRawHtml.
    if (name && DROPPED_WITH_CONTENT.has(name) && !new RegExp(`</${name}[\\s/>]`, 'i').test(raw)) {
      skipping = name;
    }
    return true;
  });
  tokens.splice(0, tokens.length, ...kept);
}

/** Every list of inline or block tokens under `token` that walkTokens does not hand over. */
function childTokenLists(token: Token): Token[][] {
  if (token.type === 'table') {
    const table = token as Token & { header: { tokens: Token[] }[]; rows: { tokens: Token[] }[][] };
    return [...table.header, ...table.rows.flat()].map((cell) => cell.tokens);
  }
  const { tokens } = token as { tokens?: Token[] };
  return tokens ? [tokens] : [];
}

/** Our own Marked: its raw-HTML rule must not change other users of the shared `marked`. */
const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => reduceRawHtml(text),
  },
  walkTokens: (token) => {
    for (const list of childTokenLists(token)) dropContents(list);
  },
});

/** Markdown to HTML before sanitising: Marked's own markup, raw HTML reduced to bare tags. */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

/**
 * Our own DOMPurify instance over `window` (the page's, or on the server a jsdom window): its
 * hooks (safe links and pictures) must not leak into other users of the library's shared
 * default instance.
 */
function createPurifier(window: WindowLike): DOMPurify {
  const purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'src' && data.attrName !== 'href') return;
    const value = data.attrValue.trim();
    // DOMPurify lets `data:` through on <img src> by itself; only images of a picture type stay.
    if (
      /^data:/i.test(value) &&
      !(node.nodeName === 'IMG' && data.attrName === 'src' && DATA_IMAGE.test(value))
    ) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('rel', MARKDOWN_LINK_REL);
    if (/^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
    }
  });
  return purifier;
}

/**
 * Markdown (GitHub flavour) to sanitised HTML over `window`'s DOM: the browser's for
 * {@link renderMarkdown}, a jsdom window on the server (the public report viewer gets its
 * texts rendered, so a client's phone loads neither Marked nor DOMPurify: issue 29). One
 * renderer, one policy, wherever it runs.
 */
export function createMarkdownRenderer(window: WindowLike): (source: string) => string {
  const purifier = createPurifier(window);
  return (source) => purifier.sanitize(markdownToHtml(source), CONFIG) as string;
}
