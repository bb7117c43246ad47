import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferredModuleScript, evaluationOrder, scriptsAfterFirstPaint } from './entry.server';

const MODULE_BODY = ';\nimport * as route0 from "/assets/root-r0.js";\nimport "/assets/manifest-m.js";\nimport * as route1 from "/assets/home.route-r1.js";\n'
  + '  window.__reactRouterManifest = {"url":"/assets/manifest-m.js"};\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-a1.js");';

const DOCUMENT =
  '<!DOCTYPE html><html lang="fr-FR"><head><meta charSet="utf-8"/><title>Chaussures · Switchback</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/><link rel="modulepreload" href="/assets/chunk-b2.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/api/images/x.svg"/></head><body><p>Prix : 125,99 €</p>' +
  '<script nonce="n">window.__x = "<link rel=\\"modulepreload\\"";</script>' +
  `<script nonce="n" type="module" async="">${MODULE_BODY}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

const PRELOADS = ['/assets/entry.client-a1.js', '/assets/chunk-b2.js'];
const EXPECTED = DOCUMENT
  .replace('<link rel="modulepreload" href="/assets/entry.client-a1.js" nonce="n"/><link rel="modulepreload" href="/assets/chunk-b2.js" nonce="n"/>', '')
  .replace(MODULE_BODY, deferredModuleScript(MODULE_BODY, PRELOADS, 'n'));

/** The document through the transform, written in the given pieces (bytes, so a cut may fall inside a character). */
async function through(pieces: readonly Buffer[]): Promise<{ html: string; ended: boolean }> {
  let ended = false;
  const html = await text(Readable.from(pieces).pipe(scriptsAfterFirstPaint(() => (ended = true))));
  return { html, ended };
}

describe('the document stream: scripts after the first paint', () => {
  it('takes the module preloads out of the document and hands them to the module script, changing nothing else', async () => {
    const { html, ended } = await through([Buffer.from(DOCUMENT)]);
    expect(ended).toBe(true);
    expect(html).toBe(EXPECTED);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="preload" as="image" href="/api/images/x.svg"/>');
    expect(html).toContain('window.__x = "<link rel=\\"modulepreload\\"";');
  });

  it('the module script imports nothing before the page has loaded: its static imports become dynamic ones after the wait', () => {
    const script = deferredModuleScript(MODULE_BODY, PRELOADS, 'n');
    expect(script).not.toMatch(/^\s*import \* as/m);
    const wait = script.indexOf("addEventListener('load'");
    expect(wait).toBeGreaterThan(-1);
    expect(script.indexOf('import("/assets/root-r0.js")')).toBeGreaterThan(wait);
    expect(script).not.toMatch(/^\s*import "/m);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-r0.js"), import("/assets/home.route-r1.js"), import("/assets/manifest-m.js")]);');
    expect(script).toContain('["/assets/entry.client-a1.js","/assets/chunk-b2.js"]');
    expect(script).toContain('link.nonce = "n";');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-a1.js");')).toBe(true);
  });

  it('evaluates the modules one per task before the route modules: each route module after its imports, the entry left to the end', () => {
    const preloads = ['/assets/manifest-m.js', '/assets/entry.client-a1.js', '/assets/chunk-b2.js', '/assets/root-r0.js', '/assets/intl-c3.js',
      '/assets/home.route-r1.js', '/assets/price-d4.js', '/assets/money-e5.js'];
    const script = deferredModuleScript(MODULE_BODY, preloads, 'n');
    const order = ['/assets/manifest-m.js', '/assets/chunk-b2.js', '/assets/intl-c3.js', '/assets/root-r0.js', '/assets/price-d4.js', '/assets/money-e5.js', '/assets/home.route-r1.js'];
    expect(script).toContain(`for (const href of ${JSON.stringify(order)}) { await import(href); await new Promise((go) => setTimeout(go)); }`);
    // The one-by-one evaluation comes after the preloads are added and before the route modules are taken.
    expect(script.indexOf('for (const href of ["/assets/manifest-m.js"')).toBeGreaterThan(script.indexOf("link.rel = 'modulepreload'"));
    expect(script.indexOf('for (const href of ["/assets/manifest-m.js"')).toBeLessThan(script.indexOf('const [route0, route1]'));
  });

  it('the evaluation order keeps every module but those imported afterwards, whatever the list', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }), fc.func(fc.integer({ min: 0, max: 3 })), (ids, kind) => {
      const preloads = ids.map((id) => `/assets/m${id}.js`);
      const heads = new Set(preloads.filter((href) => kind(href) >= 2));
      const later = new Set(preloads.filter((href) => kind(href) === 3));
      const order = evaluationOrder(preloads, heads, later);
      expect([...order].sort()).toEqual(preloads.filter((href) => !later.has(href)).sort());
      // A head comes after the modules listed after it, up to the next head.
      for (const head of heads) {
        if (later.has(head)) continue;
        const at = preloads.indexOf(head);
        const next = preloads.findIndex((href, i) => i > at && heads.has(href));
        for (const member of preloads.slice(at + 1, next === -1 ? undefined : next)) if (!later.has(member)) expect(order.indexOf(member)).toBeLessThan(order.indexOf(head));
      }
    }));
  });

  it('the deferred module script is valid JavaScript (a module body with top-level await)', () => {
    const script = deferredModuleScript(MODULE_BODY, PRELOADS, 'n');
    // An async function body accepts what a module body with top-level await does, imports aside (there are none left but import()).
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('wherever React cuts the stream into chunks, even inside a tag, the module script or a character', async () => {
    const bytes = Buffer.from(DOCUMENT);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const at = [0, ...[...cuts].sort((a, b) => a - b), bytes.length];
        const pieces = at.slice(1).map((end, i) => bytes.subarray(at[i], end));
        expect(await through(pieces)).toEqual({ html: EXPECTED, ended: true });
      }),
      { numRuns: 300 },
    );
  });

  it('holds back only an unfinished tag or an unfinished module script (streamed chunks reach the browser whole)', async () => {
    const transform = scriptsAfterFirstPaint(() => undefined);
    const written: string[] = [];
    transform.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const flushed = () => new Promise((resolve) => setImmediate(resolve));
    transform.write(Buffer.from('<script>a()</script><p>ok</p><li'));
    await flushed();
    expect(written.join('')).toBe('<script>a()</script><p>ok</p>');
    transform.write(Buffer.from('>x</li><script nonce="n" type="module">;\nimport * as route0 from "/r.js";\n'));
    await flushed();
    expect(written.join('')).toBe('<script>a()</script><p>ok</p><li>x</li>');
    transform.end(Buffer.from('import("/e.js");</script><p>after</p>'));
    await new Promise((resolve) => transform.once('end', resolve));
    const html = written.join('');
    expect(html).toContain('const [route0] = await Promise.all([import("/r.js")]);');
    expect(html.endsWith('import("/e.js");</script><p>after</p>')).toBe(true);
  });
});
