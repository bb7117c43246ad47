import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressInputSchema, isCleanMultilineText, isCleanText, multilineTextSchema, textSchema } from './common.contract';

const forbiddenUnit = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }),
  fc.constant(0x7f),
  fc.integer({ min: 0xd800, max: 0xdfff }),
).map((c) => String.fromCharCode(c));
/** Text made of whole code points above the control range (surrogate pairs only as pairs). */
const cleanText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x10ffff }).filter((c) => c !== 0x7f && (c < 0xd800 || c > 0xdfff)).map((c) => String.fromCodePoint(c)), maxLength: 30 });

describe('free text (one schema for every free-text field of the contract)', () => {
  it('accepts any text of printable code points, surrogate pairs (emoji, CJK extension B) included', () => {
    fc.assert(fc.property(cleanText, (text) => {
      expect(isCleanText(text)).toBe(true);
    }));
    expect(isCleanText('Zoë 🥾 𠀋 Ørsted-Łukasz')).toBe(true);
  });

  it('refuses NUL, every other control character, DEL and lone surrogates wherever they sit', () => {
    fc.assert(fc.property(cleanText, forbiddenUnit, cleanText, (a, bad, b) => {
      // A high surrogate followed by a low one is a valid pair, not a lone surrogate.
      fc.pre(!(/[\uD800-\uDBFF]$/.test(bad) && /^[\uDC00-\uDFFF]/.test(b)));
      expect(isCleanText(`${a}${bad}${b}`)).toBe(false);
    }));
  });

  it('textSchema names the field in its message; address fields use it', () => {
    const holder = textSchema('holder', { max: 100, min: 1 }).safeParse('Ada\u0000');
    expect(holder.error?.issues[0]?.message).toBe('holder contains a control character or an invalid character');
    const address = addressInputSchema.safeParse({
      firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Main St', city: 'Den\uD800ver', postalCode: '80202', countryCode: 'US', phone: '+1 303 555 0100',
    });
    expect(address.error?.issues[0]?.path).toEqual(['city']);
    expect(textSchema('q', { max: 5 }).safeParse('abcdef').success).toBe(false);
    expect(textSchema('q', { max: 5 }).parse('  ab  ')).toBe('ab');
  });

  it('a multi-line text (a message to support) keeps line breaks and tabs and refuses every other control character', () => {
    fc.assert(fc.property(cleanText, fc.constantFrom('\n', '\r\n', '\t'), cleanText, (a, brk, b) => {
      expect(isCleanMultilineText(`${a}${brk}${b}`)).toBe(true);
    }));
    fc.assert(fc.property(cleanText, forbiddenUnit.filter((c) => !['\t', '\n', '\r'].includes(c)), cleanText, (a, bad, b) => {
      fc.pre(!(/[\uD800-\uDBFF]$/.test(bad) && /^[\uDC00-\uDFFF]/.test(b)));
      expect(isCleanMultilineText(`${a}${bad}${b}`)).toBe(false);
    }));
    const message = multilineTextSchema('message', { max: 2000, min: 10 });
    expect(message.parse('  Hello,\r\nmy parcel\tis late.  ')).toBe('Hello,\r\nmy parcel\tis late.');
    expect(message.safeParse('Too short').error?.issues[0]?.message).toBe('message is at least 10 characters');
    expect(message.safeParse('A bell \u0007 rings twice').error?.issues[0]?.message).toBe('message contains a control character or an invalid character');
  });
});
