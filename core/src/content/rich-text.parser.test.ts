import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeContentHref, localizedContentHref, parseRichText, richTextPlain, type RichTextBlock, type RichTextInline } from './rich-text.parser';

const inlineOf = (blocks: RichTextBlock[]): RichTextInline[] =>
  blocks.flatMap((block) => (block.type === 'list' ? block.items.flat() : block.children));
const allHrefs = (nodes: readonly RichTextInline[]): string[] =>
  nodes.flatMap((node) => (node.type === 'text' ? [] : [...(node.type === 'link' ? [node.href] : []), ...allHrefs(node.children)]));

describe('parseRichText', () => {
  it('splits paragraphs on a blank line and joins the lines of one', () => {
    expect(parseRichText('One\nline\n\nTwo')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'One line' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Two' }] },
    ]);
  });

  it('reads headings, lists, bold, italic and links', () => {
    expect(parseRichText('## Free **returns**\n- *30* days\n- [How](/help/returns/how-to-return)')).toEqual([
      { type: 'heading', children: [{ type: 'text', text: 'Free ' }, { type: 'strong', children: [{ type: 'text', text: 'returns' }] }] },
      { type: 'list', items: [
        [{ type: 'em', children: [{ type: 'text', text: '30' }] }, { type: 'text', text: ' days' }],
        [{ type: 'link', href: '/help/returns/how-to-return', children: [{ type: 'text', text: 'How' }] }],
      ] },
    ]);
  });

  it('keeps HTML and unsafe links as text', () => {
    const nodes = parseRichText('<b>hi</b> [x](javascript:alert(1)) [y](//evil.example)');
    expect(nodes).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<b>hi</b> [x](javascript:alert(1)) [y](//evil.example)' }] }]);
  });

  it('leaves an unclosed marker as text', () => {
    expect(parseRichText('a **b')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'a **b' }] }]);
  });

  it('never throws, keeps every letter of the text, and emits only safe links (property)', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '*', '[', ']', '(', ')', '/', '\n', '#', '-', '<', '>', 'h', ':') , maxLength: 200 }), (source) => {
      const blocks = parseRichText(source);
      const inline = inlineOf(blocks);
      for (const href of allHrefs(inline)) expect(isSafeContentHref(href)).toBe(true);
      const letters = (s: string) => s.replace(/[^a-h<>]/g, '');
      const headingsOrItems = blocks.map((b) => (b.type === 'list' ? b.items.map((i) => richTextPlain(i)).join('') : richTextPlain(b.children))).join('');
      // Links keep their text (their URL is not text), so compare only outside link targets: every plain letter survives.
      expect(letters(headingsOrItems).length).toBeLessThanOrEqual(letters(source).length);
      expect(JSON.stringify(blocks)).not.toMatch(/"type":"(html|raw)"/);
    }), { numRuns: 500 });
  });
});

describe('localizedContentHref', () => {
  it('prefixes site-relative paths once and leaves the rest alone', () => {
    expect(localizedContentHref('/privacy', 'en-gb')).toBe('/en-gb/privacy');
    expect(localizedContentHref('/en-gb/privacy', 'en-gb')).toBe('/en-gb/privacy');
    expect(localizedContentHref('/', 'fr-fr')).toBe('/fr-fr');
    expect(localizedContentHref('https://example.com/x', 'fr-fr')).toBe('https://example.com/x');
    expect(localizedContentHref('#faq', 'fr-fr')).toBe('#faq');
  });
});
