import type { CallVerdict } from '@switchback/http/contract';
import { Box, Static, Text } from 'ink';
import { Spinner } from '../shared/ink/spinner';

export interface ContractVerifyScreenProps {
  /** The upstream origin being verified. */
  readonly target: string;
  /** The calls checked so far, in order. */
  readonly calls: readonly CallVerdict[];
  /** Set once the run is over: every call matched, or it did not. */
  readonly finished?: { readonly holds: boolean };
  /** Where the scenario stopped early, and why. */
  readonly stopped?: { readonly step: string; readonly reason: string };
}

const cell = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** One call: ✓ or ✗, its number, name, method, path and status (with the errorId of an error answer); a drifting call names its field, expected and received. */
export function CallLine({ verdict }: { readonly verdict: CallVerdict }) {
  const status = verdict.errorId ? `${verdict.status} ${verdict.errorId}` : String(verdict.status);
  const head = `${String(verdict.index).padStart(2)} ${cell(verdict.call, 21)} ${cell(verdict.method, 7)} ${cell(verdict.path, 42)} ${status}`;
  if (!verdict.drift) {
    return (
      <Text>
        <Text color="green">✓</Text> {head}
      </Text>
    );
  }
  const { field, expected, received } = verdict.drift;
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="red">✗</Text> {head}
      </Text>
      <Text color="red">{`     ${field}: expected ${expected}, received ${received}`}</Text>
    </Box>
  );
}

type StaticLine = { readonly key: string; readonly heading: string } | { readonly key: string; readonly verdict: CallVerdict };

/**
 * The guest scenario replayed against an upstream: each call as its answer is checked (printed once, <Static>),
 * a spinner while it runs, then the verdict.
 */
export function ContractVerifyScreen({ target, calls, finished, stopped }: ContractVerifyScreenProps) {
  const lines: StaticLine[] = [
    { key: 'heading', heading: `Contract verify · guest scenario · ${target}` },
    ...calls.map((verdict) => ({ key: String(verdict.index), verdict })),
  ];
  const drifting = calls.filter((verdict) => verdict.drift !== undefined).length;
  return (
    <Box flexDirection="column">
      <Static items={lines}>
        {(line) => ('heading' in line ? <Text key={line.key} bold>{line.heading}</Text> : <CallLine key={line.key} verdict={line.verdict} />)}
      </Static>
      {finished === undefined ? (
        <Text>
          <Spinner /> {`Replaying the guest scenario… ${calls.length} call${calls.length === 1 ? '' : 's'} checked`}
        </Text>
      ) : null}
      {stopped ? <Text color="red">{`✗ The scenario stopped at ${stopped.step}: ${stopped.reason}`}</Text> : null}
      {finished?.holds ? <Text color="green">{`✓ All ${calls.length} calls match the contract`}</Text> : null}
      {finished && drifting > 0 ? <Text color="red">{`✗ ${drifting} of ${calls.length} calls drift from the contract`}</Text> : null}
    </Box>
  );
}
