import { createHash } from 'node:crypto';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Site, SiteId } from '@switchback/core';
import { messagesPath, provideMessages, type CompiledMessages } from './messages-store';
import enGb from './messages/en-gb.json';
import enUs from './messages/en-us.json';
import frFr from './messages/fr-fr.json';

/** Every site's message catalogue (ICU messages, flat keys by meaning). Server only: a page gets its site's alone. */
const CATALOGUES: Readonly<Record<SiteId, Readonly<Record<string, string>>>> = { 'en-us': enUs, 'en-gb': enGb, 'fr-fr': frFr };

export type { CompiledMessages } from './messages-store';

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

/** A site's parsed catalogue as the browser downloads it: one JSON document, named by its site and its content's hash. */
export interface MessagesAsset {
  readonly path: string;
  readonly json: string;
}

const assets = new Map<SiteId, MessagesAsset>();

/**
 * The site's catalogue as a file of its own (app/i18n/messages.route.ts serves it, cached for good: a new catalogue
 * has a new name), not inlined in every page: at ≈ 140 kB inside the document's loader data it was half of every
 * page's HTML, parsed and compiled on the main thread before the page could hydrate (issue 6 §6, TBT). The server
 * renders with the same messages (provided to the store under the same path).
 */
export function messagesAsset(site: Site): MessagesAsset {
  const known = assets.get(site.id);
  if (known !== undefined) return known;
  const messages = compiledMessages(site);
  const json = JSON.stringify(messages);
  const asset = { path: messagesPath(site.id, createHash('sha256').update(json).digest('hex').slice(0, 12)), json };
  provideMessages(asset.path, messages);
  assets.set(site.id, asset);
  return asset;
}

/** Formats the site's messages on the server (page titles and meta descriptions in loaders). */
export function serverIntl(site: Site): IntlShape {
  const known = intls.get(site.id);
  if (known !== undefined) return known;
  const intl = createIntl({ locale: site.locale, messages: CATALOGUES[site.id] }, cache);
  intls.set(site.id, intl);
  return intl;
}
