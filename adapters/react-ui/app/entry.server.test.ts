import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './entry.server';

const HEAD =
  '<!DOCTYPE html><html lang="fr-FR"><head><meta charSet="utf-8"/><title>Chaussures · Switchback</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/><link rel="modulepreload" href="/assets/chunk-b2.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/api/images/x.svg"/></head><body><p>Prix : 125,99 €</p>' +
  '<script nonce="n">window.__x = "<link rel=\\"modulepreload\\"";</script></body></html>';
const EXPECTED = HEAD.replaceAll('nonce="n"/><link rel="', 'nonce="n" fetchpriority="low"/><link rel="');

/** The document through the transform, written in the given pieces (bytes, so a cut may fall inside a character). */
async function through(pieces: readonly Buffer[]): Promise<{ html: string; ended: boolean }> {
  let ended = false;
  const html = await text(Readable.from(pieces).pipe(lowPriorityModulePreloads(() => (ended = true))));
  return { html, ended };
}

describe('the document stream', () => {
  it('marks every module preload low priority and changes nothing else', async () => {
    expect(await through([Buffer.from(HEAD)])).toEqual({ html: EXPECTED, ended: true });
    expect(EXPECTED.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('wherever React cuts the stream into chunks, even inside a tag or a character', async () => {
    const bytes = Buffer.from(HEAD);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const at = [0, ...[...cuts].sort((a, b) => a - b), bytes.length];
        const pieces = at.slice(1).map((end, i) => bytes.subarray(at[i], end));
        expect(await through(pieces)).toEqual({ html: EXPECTED, ended: true });
      }),
      { numRuns: 300 },
    );
  });

  it('holds nothing back that cannot start a module preload (streamed chunks reach the browser whole)', async () => {
    const transform = lowPriorityModulePreloads(() => undefined);
    const written: string[] = [];
    transform.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    transform.write(Buffer.from('<script>a()</script>'));
    transform.write(Buffer.from('<p>ok</p><link rel="mod'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join('')).toBe('<script>a()</script><p>ok</p>');
    transform.end(Buffer.from('ulepreload" href="/a.js"/>'));
    await new Promise((resolve) => transform.once('end', resolve));
    expect(written.join('')).toBe('<script>a()</script><p>ok</p><link rel="modulepreload" href="/a.js" fetchpriority="low"/>');
  });
});
