import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Site, SiteId } from '@switchback/core';
import enGb from './messages/en-gb.json';
import enUs from './messages/en-us.json';
import frFr from './messages/fr-fr.json';

/** Every site's message catalogue (ICU messages, flat keys by meaning). Server only: a page gets its site's alone. */
const CATALOGUES: Readonly<Record<SiteId, Readonly<Record<string, string>>>> = { 'en-us': enUs, 'en-gb': enGb, 'fr-fr': frFr };

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compiled = new Map<SiteId, CompiledMessages>();
const intls = new Map<SiteId, IntlShape>();
const cache = createIntlCache();

/**
 * The site's catalogue parsed on the server, so the browser formats messages without shipping the ICU parser
 * (vite.config.ts points the client build at the parser's no-parser entry).
 */
export function compiledMessages(site: Site): CompiledMessages {
  const known = compiled.get(site.id);
  if (known !== undefined) return known;
  const messages = Object.fromEntries(Object.entries(CATALOGUES[site.id]).map(([id, text]) => [id, parse(text)]));
  compiled.set(site.id, messages);
  return messages;
}

/** Formats the site's messages on the server (page titles and meta descriptions in loaders). */
export function serverIntl(site: Site): IntlShape {
  const known = intls.get(site.id);
  if (known !== undefined) return known;
  const intl = createIntl({ locale: site.locale, messages: CATALOGUES[site.id] }, cache);
  intls.set(site.id, intl);
  return intl;
}
