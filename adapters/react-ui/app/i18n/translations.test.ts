import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enGb from './messages/en-gb.json';
import enUs from './messages/en-us.json';
import frFr from './messages/fr-fr.json';

const us: Readonly<Record<string, string>> = enUs;
const gb: Readonly<Record<string, string>> = enGb;
const fr: Readonly<Record<string, string>> = frFr;

/** fr-fr messages that are rightly the same as in US English (a brand, a number, a word French shares). */
const SAME_IN_FRENCH = new Set(['meta.title', 'pagination.label', 'pagination.page', 'totals.total', 'flash.other',
  // Issue 12 (helper C): the same word in French.
  'menu.open', 'toast.region', 'consent.category.performance']);

/** US spellings and words a British shopper would not write (whole words). */
const AMERICAN = /(?<!\p{L})(colou?r(?<!colour)s?|gray|authorized|cart|zip code|state \/ province|shipping)(?!\p{L})/iu;

/** The literal text of a message, without its arguments (so `{color}` is not taken for the word "color"). */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return element.value;
    if (element.type === TYPE.tag) return literalText(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
    }
    return ' ';
  }).join('');
}

describe('the translations of the storefront catalogue', () => {
  it('fr-fr translates every message (the same text as en-us only where French says it so too)', () => {
    expect(Object.keys(us).filter((key) => fr[key] === us[key] && !SAME_IN_FRENCH.has(key))).toEqual([]);
  });

  it('en-gb writes British English: colour, grey, authorised, basket, postcode, delivery', () => {
    const american = Object.keys(gb).filter((key) => AMERICAN.test(literalText(parse(gb[key]!))));
    expect(american).toEqual([]);
    // The check can fail: the US catalogue says these words.
    expect(Object.keys(us).filter((key) => AMERICAN.test(literalText(parse(us[key]!)))).length).toBeGreaterThan(10);
  });

  it('fr-fr follows French typography: a no-break space before : and a narrow one before ; ! ?, typographic apostrophes', () => {
    const faults = Object.entries(fr).flatMap(([key, message]) => {
      const text = literalText(parse(message));
      return [
        /(?<!\u00a0):(?!\/\/)/.test(text) ? `${key}: colon without a no-break space before it` : [],
        /(?<!\u202f)[;!?]/.test(text) ? `${key}: ; ! or ? without a narrow no-break space before it` : [],
        text.includes("'") ? `${key}: straight apostrophe (write ’)` : [],
      ].flat();
    });
    expect(faults).toEqual([]);
  });

  it('fr-fr plurals say one for 0 and 1 (ICU "one"), other from 2', () => {
    const plurals = Object.entries(fr).filter(([, message]) => message.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(3);
    for (const [, message] of plurals) {
      const element = parse(message).find((e) => e.type === TYPE.plural);
      if (element?.type === TYPE.plural) expect(Object.keys(element.options).sort()).toEqual(['one', 'other']);
    }
  });
});
