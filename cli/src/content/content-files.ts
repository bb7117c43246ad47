import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { contentDocumentSchema, type ContentDocument } from '@switchback/core';
import type { CliError } from '../shared/cli-error';

/** Where a document lives in an export: `{site}/{docType}/{id}.json` (stable: the same document, the same file). */
export const fileNameOf = (doc: { siteId: unknown; docType: unknown; id: unknown }): string => `${String(doc.siteId)}/${String(doc.docType)}/${String(doc.id)}.json`;

/** A document as a file: pretty JSON (two spaces), a final newline. */
export const fileTextOf = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;

/** A zod issue path as a block path: `sections.main[2].items[0].variant`. */
const blockPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? String(key) : `${out}.${String(key)}`), '');

/** One file checked with core's schema: the document, or the one-line error naming the file, the block path and the reason. */
export function parseContentFile(file: string, json: unknown): Result<ContentDocument, CliError> {
  const parsed = contentDocumentSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  const id = typeof (json as { id?: unknown } | null)?.id === 'string' ? ` (${(json as { id: string }).id})` : '';
  const path = blockPath(issue.path);
  const reason = issue.code === 'unrecognized_keys' ? `unknown field "${issue.keys[0] ?? ''}"` : issue.message;
  return err({ type: 'ScriptInvalid', field: `${file}${id}: ${path === '' ? 'document' : path}`, message: reason });
}

async function jsonFilesUnder(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(root, path);
    return entry.isFile() && entry.name.endsWith('.json') ? [relative(root, path).split(sep).join('/')] : [];
  }));
  return nested.flat().sort();
}

export interface ContentFile { readonly file: string; readonly document: ContentDocument }

/**
 * Every `*.json` under DIR (any depth, in name order), each decoded and checked with `contentDocumentSchema`: the first
 * bad file stops it with its path and reason; a directory with no JSON file is refused too.
 */
export function readContentDir(dir: string): ResultAsync<ContentFile[], CliError> {
  const unreadable = (cause: unknown): CliError => {
    const code = (cause as NodeJS.ErrnoException).code;
    return { type: 'ScriptUnreadable', path: dir, reason: code === 'ENOENT' ? 'missing' : 'unreadable', message: code === 'ENOENT' ? 'no such directory' : `cannot be read (${code ?? String(cause)})` };
  };
  return ResultAsync.fromPromise(jsonFilesUnder(dir), unreadable).andThen((files) => ResultAsync.fromPromise(
    Promise.all(files.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') }))), unreadable,
  )).andThen((texts): Result<ContentFile[], CliError> => {
    if (texts.length === 0) return err({ type: 'ScriptUnreadable', path: dir, reason: 'missing', message: 'holds no .json content document' });
    const out: ContentFile[] = [];
    for (const { file, text } of texts) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        return err({ type: 'ScriptUnreadable', path: join(dir, file), reason: 'not-json', message: `is not valid JSON (${(cause as Error).message})` });
      }
      const parsed = parseContentFile(file, json);
      if (parsed.isErr()) return err(parsed.error);
      out.push({ file, document: parsed.value });
    }
    return ok(out);
  });
}

/** Writes each document (in the schema's key order) to its stable file under DIR (directories made as needed); answers the files written. */
export function writeContentDir(dir: string, documents: readonly Record<string, unknown>[]): ResultAsync<string[], CliError> {
  return ResultAsync.fromPromise((async () => {
    const files: string[] = [];
    for (const doc of documents) {
      const file = fileNameOf(doc as { siteId: unknown; docType: unknown; id: unknown });
      await mkdir(dirname(join(dir, file)), { recursive: true });
      // In the schema's own key order (id, siteId, key, name, …), whatever order the server stored them in.
      const parsed = contentDocumentSchema.safeParse(doc);
      await writeFile(join(dir, file), fileTextOf(parsed.success ? parsed.data : doc), 'utf8');
      files.push(file);
    }
    return files;
  })(), (cause): CliError => ({ type: 'ScriptUnreadable', path: dir, reason: 'unreadable', message: `cannot be written (${(cause as NodeJS.ErrnoException).code ?? String(cause)})` }));
}
