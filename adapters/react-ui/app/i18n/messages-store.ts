import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A site's catalogue, parsed on the server (app/i18n/catalogue.server.ts), as react-intl formats it. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Where a site's catalogue is served: its site and the hash of its content (a new catalogue, a new name). */
export const messagesPath = (siteId: string, hash: string): string => `/i18n/${siteId}.${hash}.json`;

/** The parts of a catalogue's name (app/i18n/messages.route.ts reads them). */
export const MESSAGES_FILE = /^([a-z]{2}-[a-z]{2})\.([0-9a-f]{12})\.json$/;

/**
 * The catalogues this JavaScript context has, by path. The server provides its own (the same for every request for
 * a path, so sharing them between requests is safe); the browser fetches the page's before hydrating it, and the
 * root route's client loader fetches another site's before showing it.
 */
const loaded = new Map<string, CompiledMessages>();
const loading = new Map<string, Promise<CompiledMessages>>();

export function provideMessages(path: string, messages: CompiledMessages): void {
  loaded.set(path, messages);
}

export function messagesAt(path: string): CompiledMessages | undefined {
  return loaded.get(path);
}

/** The catalogue at `path`, fetched once (concurrent callers share the request; a failed one is asked again next time). */
export function loadMessages(path: string, fetchJson: (path: string) => Promise<unknown> = fetchJsonOnce): Promise<CompiledMessages> {
  const known = loaded.get(path);
  if (known !== undefined) return Promise.resolve(known);
  let pending = loading.get(path);
  if (pending === undefined) {
    pending = fetchJson(path)
      .then((json) => {
        if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${path} is not a message catalogue`);
        const messages = json as CompiledMessages;
        loaded.set(path, messages);
        return messages;
      })
      .finally(() => loading.delete(path));
    loading.set(path, pending);
  }
  return pending;
}

async function fetchJsonOnce(path: string): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}
