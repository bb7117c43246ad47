import { siteById } from '@switchback/core';
import type { Route } from './+types/messages.route';
import { messagesAsset } from './catalogue.server';
import { MESSAGES_FILE } from './messages-store';

/** A hashed name never changes content: the browser keeps it for good. */
const FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * `/i18n/{site}.{hash}.json`: a site's parsed message catalogue (app/i18n/catalogue.server.ts, messagesAsset), which
 * the browser loads before hydrating a page. An older hash (a page rendered before a deploy) gets today's catalogue,
 * not kept; a name that is no site's catalogue is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const [, siteId, hash] = MESSAGES_FILE.exec(params.file) ?? [];
  const site = siteId === undefined ? undefined : siteById(siteId);
  if (site === undefined) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const asset = messagesAsset(site);
  const current = asset.path.endsWith(`.${hash}.json`);
  return new Response(asset.json, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': current ? FOR_GOOD : 'no-store' },
  });
}
