import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enGb from './messages/en-gb.json';
import enUs from './messages/en-us.json';
import frFr from './messages/fr-fr.json';
import { DYNAMIC_MESSAGE_KEYS } from './message-keys';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'en-us': enUs, 'en-gb': enGb, 'fr-fr': frFr };

/** The storefront's sources (not tests, not the catalogues). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}
const code = sources(appDir).join('\n');
/** Every message id a use site names: `id: '…'`, `id="…"` or a quoted catalogue-shaped literal in a map or ternary. */
const usedIds = new Set([...code.matchAll(/\bid(?:=|:\s*)\{?\s*['"]([a-zA-Z][\w.]*)['"]/g)].map((match) => match[1]!));
const mentioned = (key: string) => code.includes(`'${key}'`) || code.includes(`"${key}"`) || DYNAMIC_MESSAGE_KEYS.includes(key);

/** The names of the arguments a message uses ({count}, {name} …), to compare translations with the original. */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    const own = [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) return [...own, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    return own;
  });
}

describe('the message catalogues (en-us, en-gb, fr-fr)', () => {
  const reference = Object.keys(enUs).sort();

  it.each(Object.keys(CATALOGUES))('%s holds exactly the keys of en-us (none missing, none extra)', (locale) => {
    expect(Object.keys(CATALOGUES[locale]!).sort()).toEqual(reference);
  });

  it('every key is used somewhere in app/ (or declared as a dynamic key family)', () => {
    expect(reference.filter((key) => !mentioned(key))).toEqual([]);
  });

  it('every message id used in app/ exists in the catalogue', () => {
    expect([...usedIds].filter((id) => id.includes('.') && !(id in enUs))).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))('%s: every message is valid ICU with the same arguments as en-us', (locale) => {
    const catalogue = CATALOGUES[locale]!;
    for (const key of reference) {
      const expected = new Set(argumentsOf(parse((enUs as Record<string, string>)[key]!)));
      const actual = new Set(argumentsOf(parse(catalogue[key]!)));
      expect({ key, args: [...actual].sort() }).toEqual({ key, args: [...expected].sort() });
    }
  });
});
