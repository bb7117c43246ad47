import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetTable, firstVisitScripts, gzippedBytes, weighPages, type BudgetedPage, type ClientManifest } from './js-budget';

/** A build shaped like React Router's: root → :locale layout → pages, each route with its own chunk and shared ones. */
const manifest: ClientManifest = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-1.js', imports: ['/assets/react-1.js', '/assets/site-1.js'] },
    'site/root-redirect': { id: 'site/root-redirect', parentId: 'root', index: true, module: '/assets/redirect-1.js', imports: [] },
    'seo/robots': { id: 'seo/robots', parentId: 'root', path: 'robots.txt', module: '/assets/robots-1.js' },
    site: { id: 'site', parentId: 'root', path: ':locale', module: '/assets/layout-1.js', imports: ['/assets/site-1.js'] },
    home: { id: 'home', parentId: 'site', index: true, module: '/assets/home-1.js', imports: ['/assets/card-1.js'] },
    product: { id: 'product', parentId: 'site', path: 'p/:slugId', module: '/assets/product-1.js', imports: ['/assets/card-1.js', '/assets/zod-1.js'] },
    checkout: { id: 'checkout', parentId: 'site', path: 'checkout', module: '/assets/checkout-1.js', imports: ['/assets/zod-1.js', '/assets/form-1.css'] },
    missing: { id: 'missing', parentId: 'site', path: '*', module: '/assets/not-found-1.js' },
  },
  url: '/assets/manifest-abc123.js',
};
const MANIFEST_FILE = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

/** Each file's contents: sizes differ and compress differently, so a wrong sum cannot pass by accident. */
const CONTENTS: Record<string, string> = {
  '/assets/entry.client-1.js': 'import "./react-1.js";'.repeat(50),
  '/assets/react-1.js': Array.from({ length: 3000 }, (_, i) => `export const r${i} = ${i * 7919 % 10007};`).join('\n'),
  '/assets/root-1.js': 'export default function Root(){}'.repeat(30),
  '/assets/site-1.js': Array.from({ length: 800 }, (_, i) => `const s${i}="${(i * 31).toString(36)}";`).join(''),
  '/assets/layout-1.js': 'export default function Layout(){}'.repeat(20),
  '/assets/home-1.js': 'export default function Home(){}'.repeat(10),
  '/assets/card-1.js': 'export function Card(){}'.repeat(40),
  '/assets/product-1.js': `${'export default function Product(){}'.repeat(15)}new Worker(new URL(\`/assets/prices.worker-1.js\`,\`\`+import.meta.url));`,
  '/assets/prices.worker-1.js': 'self.onmessage=(e)=>postMessage(e.data);'.repeat(12),
  '/assets/zod-1.js': Array.from({ length: 2000 }, (_, i) => `z${i}(${(i * 104729) % 65521});`).join(''),
  '/assets/checkout-1.js': 'export default function Checkout(){}'.repeat(25),
  '/assets/form-1.css': '.form{color:red}'.repeat(100),
  '/assets/redirect-1.js': 'export const loader = 1;',
  '/assets/robots-1.js': 'export {};',
  '/assets/not-found-1.js': 'export default function NotFound(){}',
};

let clientDirectory: string;

beforeAll(() => {
  clientDirectory = mkdtempSync(path.join(os.tmpdir(), 'switchback-budget-'));
  mkdirSync(path.join(clientDirectory, 'assets'));
  for (const [file, text] of Object.entries(CONTENTS)) writeFileSync(path.join(clientDirectory, file), text);
  writeFileSync(path.join(clientDirectory, 'assets', 'manifest-abc123.js'), MANIFEST_FILE);
});

afterAll(() => rmSync(clientDirectory, { recursive: true, force: true }));

const gz = (...files: string[]) => files.reduce((sum, file) => sum + gzipSync(CONTENTS[file]!, { level: 9 }).length, 0);

const PAGES: BudgetedPage[] = [
  { page: 'home', pageType: 'home', path: '/en-us', budgetKb: 90 },
  { page: 'product', pageType: 'product', path: '/en-us/p/ridge-trail-runner-RTR0000001', budgetKb: 90 },
  { page: 'checkout', pageType: 'checkout', path: '/en-us/checkout', budgetKb: 2 },
];

describe('the JavaScript budget', () => {
  it('a first visit downloads the entry, every matched route (root, layout, page) and their imports, each file once', () => {
    expect(firstVisitScripts(manifest, '/en-us/p/ridge-trail-runner-RTR0000001', false)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/site-1.js',
      '/assets/layout-1.js',
      '/assets/product-1.js',
      '/assets/card-1.js',
      '/assets/zod-1.js',
    ]);
  });

  it('the index route of the layout is the home page; stylesheets are not JavaScript', () => {
    expect(firstVisitScripts(manifest, '/en-us', false)).toContain('/assets/home-1.js');
    expect(firstVisitScripts(manifest, '/en-us/checkout', false)).not.toContain('/assets/form-1.css');
  });

  it("a page's weight is the sum of its files' gzipped sizes, in kB of 1000 bytes", () => {
    const [home, product, checkout] = weighPages(clientDirectory, PAGES, false);
    const shared = ['/assets/entry.client-1.js', '/assets/react-1.js', '/assets/root-1.js', '/assets/site-1.js', '/assets/layout-1.js'];
    expect(home!.totalKb).toBe(gz(...shared, '/assets/home-1.js', '/assets/card-1.js') / 1000);
    expect(product!.totalKb).toBe(gz(...shared, '/assets/product-1.js', '/assets/card-1.js', '/assets/zod-1.js', '/assets/prices.worker-1.js') / 1000);
    expect(checkout!.totalKb).toBe(gz(...shared, '/assets/checkout-1.js', '/assets/zod-1.js') / 1000);
    expect(product!.files.find((f) => f.file === '/assets/zod-1.js')?.gzipBytes).toBe(gzippedBytes(Buffer.from(CONTENTS['/assets/zod-1.js']!)));
  });

  it('a worker a first-visit script starts is downloaded too, once; pages that start none do not count it', () => {
    const [home, product] = weighPages(clientDirectory, PAGES, false);
    expect(product!.files.filter((f) => f.file === '/assets/prices.worker-1.js')).toHaveLength(1);
    expect(home!.files.map((f) => f.file)).not.toContain('/assets/prices.worker-1.js');
  });

  it('with the whole route manifest loaded on a first visit (routeDiscovery initial), its file counts on every page', () => {
    expect(firstVisitScripts(manifest, '/en-us', true)[0]).toBe('/assets/manifest-abc123.js');
    const [withManifest, without] = [weighPages(clientDirectory, PAGES, true), weighPages(clientDirectory, PAGES, false)];
    const manifestBytes = gzippedBytes(Buffer.from(MANIFEST_FILE));
    withManifest.forEach((page, index) => expect(Math.round((page.totalKb - without[index]!.totalKb) * 1000)).toBe(manifestBytes));
    expect(() => firstVisitScripts({ ...manifest, url: undefined }, '/en-us', true)).toThrow(/no file of its own/);
  });

  it('a page over its budget is flagged; one within it is not', () => {
    const weights = weighPages(clientDirectory, PAGES, false);
    expect(weights.map((w) => [w.page, w.overBudget])).toEqual([
      ['home', false],
      ['product', false],
      ['checkout', true],
    ]);
    expect(budgetTable(weights)).toContain('| checkout | `/en-us/checkout` | 7 |');
    expect(budgetTable(weights)).toContain('✗ over');
  });

  it("a URL core does not read as the page type it is budgeted for is refused (the table can't drift from the URL rules)", () => {
    expect(() => weighPages(clientDirectory, [{ page: 'product', pageType: 'product', path: '/en-us/p/no-id', budgetKb: 90 }])).toThrow(/not a product page/);
  });

  it('a missing build is reported, not counted as zero', () => {
    expect(() => weighPages(path.join(clientDirectory, 'nowhere'), PAGES)).toThrow(/no client build/);
  });
});
