import { describe, expect, it } from 'vitest';
import { loadMessages, messagesAt, provideMessages } from './messages-store';

const CATALOGUE = { 'cart.title': [{ type: 0, value: 'Cart' }] } as never;

describe('the browser\'s message catalogues', () => {
  it('a catalogue is fetched once: concurrent callers share the request, later ones get it at once', async () => {
    const asked: string[] = [];
    const fetchJson = async (path: string) => { asked.push(path); return CATALOGUE; };
    const [first, second] = await Promise.all([loadMessages('/i18n/en-us.a.json', fetchJson), loadMessages('/i18n/en-us.a.json', fetchJson)]);
    expect(first).toBe(CATALOGUE);
    expect(second).toBe(CATALOGUE);
    expect(await loadMessages('/i18n/en-us.a.json', fetchJson)).toBe(CATALOGUE);
    expect(asked).toEqual(['/i18n/en-us.a.json']);
    expect(messagesAt('/i18n/en-us.a.json')).toBe(CATALOGUE);
  });

  it('a failed fetch is not kept: the next call asks again', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return CATALOGUE;
    };
    await expect(loadMessages('/i18n/en-gb.b.json', flaky)).rejects.toThrow('offline');
    expect(messagesAt('/i18n/en-gb.b.json')).toBeUndefined();
    expect(await loadMessages('/i18n/en-gb.b.json', flaky)).toBe(CATALOGUE);
    expect(calls).toBe(2);
  });

  it('an answer that is not a catalogue is refused, and nothing is kept', async () => {
    await expect(loadMessages('/i18n/fr-fr.c.json', async () => ['not', 'a', 'catalogue'])).rejects.toThrow(/not a message catalogue/);
    expect(messagesAt('/i18n/fr-fr.c.json')).toBeUndefined();
  });

  it('what the server provides is there without a fetch', async () => {
    provideMessages('/i18n/fr-fr.d.json', CATALOGUE);
    expect(await loadMessages('/i18n/fr-fr.d.json', () => Promise.reject(new Error('not asked')))).toBe(CATALOGUE);
  });
});
