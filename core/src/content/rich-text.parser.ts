/**
 * Issue 12 §2 rich text: the Markdown subset of content.contract.ts (never HTML) parsed into nodes the storefront
 * renders itself. Paragraphs are separated by a blank line; `## ` starts a heading line, `- ` a list item;
 * inline `**bold**`, `*italic*` and `[text](url)`. Anything else is text (an `<a>` typed in content stays the four
 * characters `<a>`): the parser never throws and never produces markup.
 */
export type RichTextInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly RichTextInline[] }
  | { readonly type: 'em'; readonly children: readonly RichTextInline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly RichTextInline[] };

export type RichTextBlock =
  | { readonly type: 'paragraph'; readonly children: readonly RichTextInline[] }
  | { readonly type: 'heading'; readonly children: readonly RichTextInline[] }
  | { readonly type: 'list'; readonly items: readonly (readonly RichTextInline[])[] };

/** A link's target: a site-relative path, an https URL, a #anchor or a mailto: address. Anything else is not a link. */
const SAFE_HREF = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|#[A-Za-z][\w-]*|mailto:[^\s@]+@[^\s@]+)$/;
export const isSafeContentHref = (href: string): boolean => SAFE_HREF.test(href);

/** How deep `**` / `*` may nest (bounded: a pathological input stays linear). */
const MAX_DEPTH = 4;

export function parseRichText(source: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list: RichTextInline[][] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' '), 0) });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ type: 'list', items: list });
      list = [];
    };
    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trim();
      if (line === '') continue;
      if (line.startsWith('## ')) {
        flushParagraph();
        flushList();
        const heading = line.slice(3).trim();
        if (heading !== '') blocks.push({ type: 'heading', children: parseInline(heading, 0) });
      } else if (line.startsWith('- ')) {
        flushParagraph();
        const item = line.slice(2).trim();
        if (item !== '') list.push(parseInline(item, 0));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

function parseInline(text: string, depth: number): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  let plain = '';
  const pushText = () => {
    if (plain !== '') nodes.push({ type: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    if (depth < MAX_DEPTH && text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        pushText();
        nodes.push({ type: 'strong', children: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    } else if (depth < MAX_DEPTH && text[i] === '*' && text[i + 1] !== '*') {
      const end = findSingleStar(text, i + 1);
      if (end > i + 1) {
        pushText();
        nodes.push({ type: 'em', children: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    } else if (text[i] === '[') {
      const link = /^\[([^\]\n]+)\]\(([^()\s]+)\)/.exec(text.slice(i));
      if (link !== null && link[1] !== undefined && link[2] !== undefined && isSafeContentHref(link[2])) {
        pushText();
        nodes.push({ type: 'link', href: link[2], children: parseInline(link[1], Math.max(depth, MAX_DEPTH - 1)) });
        i += link[0].length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  pushText();
  return nodes;
}

/** The next `*` that is not part of a `**`. */
function findSingleStar(text: string, from: number): number {
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === '*') {
      if (text[j + 1] === '*') { j += 1; continue; }
      return j;
    }
  }
  return -1;
}

/** The plain text of nodes (for titles given as rich text where only text fits, e.g. an aria-label). */
export function richTextPlain(nodes: readonly RichTextInline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : richTextPlain(node.children))).join('');
}

/**
 * Issue 12 §2 content links: a site-relative path gets the site's locale prefix (`/c/x` → `/en-us/c/x`, unless it
 * already starts with it); https URLs, anchors and mailto: stay as they are.
 */
export function localizedContentHref(href: string, siteId: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = `/${siteId}`;
  if (href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`) || href.startsWith(`${prefix}#`)) return href;
  return href === '/' ? prefix : `${prefix}${href}`;
}
