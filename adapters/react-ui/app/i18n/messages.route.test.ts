import { describe, expect, it } from 'vitest';
import { ALL_SITES, SITES } from '@switchback/core';
import { messagesAsset, compiledMessages } from './catalogue.server';
import { MESSAGES_FILE, messagesAt } from './messages-store';
import { loader } from './messages.route';

const ask = (file: string) => loader({ params: { file } } as unknown as Parameters<typeof loader>[0]);
const fileOf = (path: string) => path.slice('/i18n/'.length);

describe('the message catalogue as a file of its own (/i18n/{site}.{hash}.json)', () => {
  it('each site has its own, named by its content: the server renders with the same messages it serves', () => {
    const paths = ALL_SITES.map((site) => messagesAsset(site).path);
    expect(new Set(paths).size).toBe(ALL_SITES.length);
    for (const site of ALL_SITES) {
      const { path, json } = messagesAsset(site);
      expect(fileOf(path)).toMatch(MESSAGES_FILE);
      expect(path.startsWith(`/i18n/${site.id}.`)).toBe(true);
      expect(JSON.parse(json)).toEqual(compiledMessages(site));
      expect(messagesAt(path)).toBe(compiledMessages(site));
    }
  });

  it('its current name is kept for good by the browser, and gives the site\'s parsed messages', async () => {
    const { path, json } = messagesAsset(SITES['fr-fr']);
    const response = ask(fileOf(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(json);
    expect(JSON.parse(json)['cart.title']).toEqual(compiledMessages(SITES['fr-fr'])['cart.title']);
  });

  it('an older name (a page rendered before a deploy) gets today\'s catalogue, not kept', async () => {
    const response = ask('en-gb.000000000000.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(messagesAsset(SITES['en-gb']).json);
  });

  it('a name that is no site\'s catalogue is a 404', () => {
    for (const file of ['xx-yy.000000000000.json', 'en-us.json', 'en-us.ac588397e08.json', '../root.json', 'en-us.ac588397e088.js']) {
      expect(ask(file).status).toBe(404);
    }
  });
});
