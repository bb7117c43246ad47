import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueError, type ContentDocument, type ContentImportRequest, type ContentSupportApi } from '@switchback/core';
import { FixedClock } from '@switchback/core/testing';
import type { CliSession, CommandContext } from '../shared/cli-session';
import { captureIo } from '../testing/capture-io';
import { fileNameOf, parseContentFile } from './content-files';
import { contentExportCommand, contentImportCommand } from './content.command';
import { ContentScreen } from './content.screen';

const doc = (id: string, text = 'Hello') => ({ id, siteId: 'en-gb', docType: 'fragment', key: id, name: `Fragment ${id}`, sections: { main: [{ type: 'rich-text', id: 'body', richText: text }] } });

/** An in-memory content store behind the support API, as the engine would answer (upsert by site and id). */
function memoryStore(initial: Record<string, unknown>[] = []) {
  const stored = new Map(initial.map((d) => [`${String(d['siteId'])}/${String(d['id'])}`, d]));
  const sent: ContentImportRequest[] = [];
  const api: ContentSupportApi = {
    exportDocuments: (siteId) => okAsync({ documents: [...stored.values()].filter((d) => siteId === undefined || d['siteId'] === siteId) as ContentDocument[] }),
    importDocuments: (request) => {
      sent.push(request);
      let created = 0;
      for (const item of request.documents) {
        const d = item.document as Record<string, unknown>;
        if (!stored.has(`${String(d['siteId'])}/${String(d['id'])}`)) created += 1;
        if (request.dryRun !== true) stored.set(`${String(d['siteId'])}/${String(d['id'])}`, d);
      }
      return okAsync({ dryRun: request.dryRun ?? false, created, updated: 0, unchanged: request.documents.length - created, byDocType: { fragment: request.documents.length } });
    },
  };
  return { api, sent, stored };
}

function contextWith(api: ContentSupportApi) {
  const capture = captureIo();
  const session = { locale: 'en-US', contentSupport: api, close: async () => {} } as unknown as CliSession;
  const context: CommandContext = { io: capture.io, env: { SWITCHBACK_SUPPORT_KEY: 'key' }, cwd: '/tmp', openSession: () => okAsync(session), clock: new FixedClock() };
  return { context, capture };
}

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-content-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const api = 'http://localhost:3000';

describe('content files', () => {
  it('a document lives at {site}/{docType}/{id}.json', () => {
    expect(fileNameOf(doc('free-returns'))).toBe('en-gb/fragment/free-returns.json');
  });

  it('a bad file is named with its document, block path and reason', () => {
    const bad = { ...doc('bad'), sections: { main: [{ type: 'collection', id: 'c', breakpoints: { sm: { type: 'grid' } }, items: [{ type: 'banner', id: 'b', variant: 'sideways' }] }] } };
    const error = parseContentFile('en-gb/fragment/bad.json', bad)._unsafeUnwrapErr();
    expect(error).toMatchObject({ type: 'ScriptInvalid', field: 'en-gb/fragment/bad.json (bad): sections.main[0].items[0].variant' });
  });
});

describe('switchback content export / import', () => {
  it('export writes one pretty JSON file per document, stable names', async () => {
    const store = memoryStore([doc('a'), doc('b')]);
    const { context, capture } = contextWith(store.api);
    expect(await contentExportCommand({ dir: work, api }, context)).toBe(0);
    expect((await readdir(join(work, 'en-gb', 'fragment'))).sort()).toEqual(['a.json', 'b.json']);
    const text = await readFile(join(work, 'en-gb', 'fragment', 'a.json'), 'utf8');
    expect(JSON.parse(text)).toEqual(doc('a'));
    expect(text).toMatch(/^\{\n {2}"id": "a",\n {2}"siteId": "en-gb",\n {2}"key": "a",\n {2}"name": /);
    expect(text.endsWith('}\n')).toBe(true);
    expect(capture.stdout()).toContain('2 documents written to');
  });

  it('import checks every file locally first: a bad one exits 2 with one line (file, path, reason) and nothing is sent', async () => {
    const store = memoryStore();
    await mkdir(join(work, 'en-gb'), { recursive: true });
    await writeFile(join(work, 'en-gb', 'good.json'), JSON.stringify(doc('good')));
    await writeFile(join(work, 'en-gb', 'zbad.json'), JSON.stringify({ ...doc('zbad'), sections: { main: [{ type: 'spacer', id: 's' }] } }));
    const { context, capture } = contextWith(store.api);
    expect(await contentImportCommand({ dir: work, api }, context)).toBe(2);
    expect(capture.stderr().trim().split('\n')).toHaveLength(1);
    expect(capture.stderr()).toMatch(/^✗ en-gb\/zbad\.json \(zbad\): sections\.main\[0\]\.size: /);
    expect(store.sent).toEqual([]);
  });

  it('import of a directory with no JSON document, or one that is not there, exits 2', async () => {
    const { context } = contextWith(memoryStore().api);
    expect(await contentImportCommand({ dir: work, api }, context)).toBe(2);
    expect(await contentImportCommand({ dir: join(work, 'nope'), api }, context)).toBe(2);
  });

  it('--dry-run sends the documents as a dry run; the screen says nothing was imported', async () => {
    const store = memoryStore();
    await writeFile(join(work, 'a.json'), JSON.stringify(doc('a')));
    const { context, capture } = contextWith(store.api);
    expect(await contentImportCommand({ dir: work, api, dryRun: true }, context)).toBe(0);
    expect(store.sent[0]).toMatchObject({ dryRun: true, documents: [{ file: 'a.json' }] });
    expect(store.stored.size).toBe(0);
    expect(capture.stdout()).toContain('Dry run: valid, nothing imported: 1 new');
  });

  it('a refusal of the API (its import found an overlap) is exit 3 with its errorId', async () => {
    await writeFile(join(work, 'a.json'), JSON.stringify(doc('a')));
    const { context, capture } = contextWith({ ...memoryStore().api, importDocuments: () => errAsync(catalogueError('INVALID_REQUEST', { field: 'documents', message: 'their schedules overlap' })) });
    expect(await contentImportCommand({ dir: work, api }, context)).toBe(3);
    expect(capture.stderr()).toContain('INVALID_REQUEST');
  });

  it('round trip: export → import → export gives identical files', async () => {
    const store = memoryStore([doc('a'), doc('b', 'Bonjour\u202f!'), { ...doc('c'), siteId: 'fr-fr' }]);
    const first = join(work, 'first');
    const second = join(work, 'second');
    expect(await contentExportCommand({ dir: first, api }, contextWith(store.api).context)).toBe(0);
    expect(await contentImportCommand({ dir: first, api }, contextWith(store.api).context)).toBe(0);
    expect(await contentExportCommand({ dir: second, api }, contextWith(store.api).context)).toBe(0);
    for (const file of ['en-gb/fragment/a.json', 'en-gb/fragment/b.json', 'fr-fr/fragment/c.json']) {
      expect(await readFile(join(second, file), 'utf8')).toBe(await readFile(join(first, file), 'utf8'));
    }
  });

  it('the screen shows counts per document type (ink)', () => {
    const frame = render(<ContentScreen heading="Import" steps={[]} imported={{ dryRun: false, created: 2, updated: 1, unchanged: 0, byDocType: { page: 3 } }} />).lastFrame();
    expect(frame).toContain('Imported: 2 new, 1 changed, 0 unchanged');
    expect(frame).toContain('page 3');
  });
});
