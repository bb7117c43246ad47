import { okAsync } from 'neverthrow';
import type { ContentImportResponse, ContentSupportApi } from '@switchback/core';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import { parseOptions } from '../shared/cli-options.schema';
import type { ExitCode } from '../shared/exit-code.mapper';
import { reportFailure } from '../shared/report-failure';
import { runSupportCall } from '../shared/support-call';
import { readContentDir, writeContentDir } from './content-files';
import { contentExportOptionsSchema, contentImportOptionsSchema } from './content-options.schema';
import { ContentScreen, type ContentScreenProps } from './content.screen';

/** `switchback content export DIR [--site SITE]`: one pretty JSON file per document, `{site}/{docType}/{id}.json`. */
export async function contentExportCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(contentExportOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { dir, site } = options.value;
  return runSupportCall<ContentSupportApi, { dir: string; files: string[] }, ContentScreenProps>(context, options.value, ContentScreen, {}, (session) => session.contentSupport, {
    heading: site === undefined ? 'Export content of every site' : `Export content of ${site}`,
    step: { id: 'export', label: `Read the documents and write them to ${dir}` },
    work: (support) => support.exportDocuments(site).mapErr(commerceFailure)
      .andThen((answer) => writeContentDir(dir, answer.documents).map((files) => ({ dir, files }))),
    detail: (written) => `${written.files.length} file${written.files.length === 1 ? '' : 's'}`,
    shown: (written) => ({ exported: { dir: written.dir, files: written.files.length } }),
    json: (written) => written,
  });
}

/**
 * `switchback content import DIR [--dry-run]`: every file is checked with core's schema first (a bad one: exit 2, the
 * file, block path and reason on one line, nothing sent); then one import call, all or nothing.
 */
export async function contentImportCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(contentImportOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { dir, dryRun, json } = options.value;
  const files = await readContentDir(dir);
  if (files.isErr()) return reportFailure(context.io, files.error, json);
  const documents = files.value;
  if (!json) context.io.stderr.write(`✓ ${documents.length} file${documents.length === 1 ? '' : 's'} valid (checked locally)\n`);
  return runSupportCall<ContentSupportApi, ContentImportResponse, ContentScreenProps>(context, options.value, ContentScreen, {}, (session) => session.contentSupport, {
    heading: `${dryRun ? 'Dry run: import' : 'Import'} ${documents.length} content document${documents.length === 1 ? '' : 's'} from ${dir}`,
    step: { id: 'import', label: `Send ${documents.length} documents${dryRun ? ' (dry run)' : ''}, all or nothing` },
    work: (support) => okAsync(undefined).andThen(() => support.importDocuments({ dryRun, documents: documents.map((d) => ({ file: d.file, document: d.document })) }).mapErr(commerceFailure)),
    detail: (summary) => `${summary.created} new, ${summary.updated} changed, ${summary.unchanged} unchanged`,
    shown: (summary) => ({ imported: summary }),
    json: (summary) => summary,
  });
}
