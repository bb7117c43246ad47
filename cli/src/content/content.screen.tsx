import { Box, Text } from 'ink';
import type { ContentImportResponse } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { SupportScreenBase } from '../shared/support-call';

export interface ContentScreenProps extends SupportScreenBase {
  /** `content export`: the files written, once they are. */
  readonly exported?: { readonly dir: string; readonly files: number };
  /** `content import`: what the API counted. */
  readonly imported?: ContentImportResponse;
}

/** `content export|import`: the steps, then what was written or imported (a dry run says nothing was). */
export function ContentScreen({ heading, steps, exported, imported }: ContentScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {exported && <Text color="green">{`✓ ${exported.files} document${exported.files === 1 ? '' : 's'} written to ${exported.dir}`}</Text>}
      {imported && (
        <Text color="green">{`✓ ${imported.dryRun ? 'Dry run: valid, nothing imported' : 'Imported'}: ${imported.created} new, ${imported.updated} changed, ${imported.unchanged} unchanged`}</Text>
      )}
      {imported && <Text>{Object.entries(imported.byDocType).map(([type, n]) => `${type} ${n}`).join(' · ')}</Text>}
    </Box>
  );
}
