import { Box, Text } from 'ink';
import { formatMoney, type TrailOutcome } from '@switchback/core';
import { StepLine, StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';

/** One trail call on screen: its step (spinner, ✓/✗), then and now side by side, and what differs. */
export interface ReplayCallView {
  readonly step: StepView;
  readonly then: string;
  /** Undefined while it has not run; the skip reason's text when it is not replayed. */
  readonly now?: string;
  readonly skipped?: string;
  readonly divergences: readonly string[];
}

export interface ReplayScreenProps {
  readonly heading: string;
  /** The engine start, the trail read, the fresh guest. */
  readonly steps: readonly StepView[];
  readonly calls: readonly ReplayCallView[];
  readonly outcome?: { readonly diverged: boolean; readonly text: string };
}

/** A call's answer in one short line: status, errorId, total, flash types, lines. */
export function outcomeText(outcome: TrailOutcome, locale: string): string {
  const { answer } = outcome;
  const parts = [String(outcome.status)];
  if (answer.errorId !== undefined) parts.push(answer.errorId);
  if (answer.total !== undefined) parts.push(`total ${answer.currency ? formatMoney(answer.total, answer.currency, locale) : answer.total}`);
  if (answer.lines !== undefined) parts.push(`${answer.lines.length} line${answer.lines.length === 1 ? '' : 's'}`);
  if (answer.flash !== undefined && answer.flash.length > 0) parts.push(`flash ${answer.flash.join(', ')}`);
  return parts.join(' · ');
}

const COLUMN = 44;
const cell = (text: string): string => (text.length >= COLUMN ? `${text.slice(0, COLUMN - 2)}… ` : text.padEnd(COLUMN));

/** `order replay`: progress per call as the replay runs, then vs now side by side, the divergences named. */
export function ReplayScreen({ heading, steps, calls, outcome }: ReplayScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {calls.length > 0 && <Text dimColor>{`    ${cell('then')}now`}</Text>}
      {calls.map((call) => (
        <Box key={call.step.id} flexDirection="column">
          <StepLine step={call.step} />
          <Text>
            {'    '}
            {cell(call.then)}
            {call.skipped !== undefined ? <Text dimColor>{call.skipped}</Text> : call.now === undefined ? <Text dimColor>…</Text>
              : <Text color={call.divergences.length > 0 ? 'red' : 'green'}>{call.now}</Text>}
          </Text>
          {call.divergences.map((text) => (
            <Text key={text} color="red">{`    ≠ ${text}`}</Text>
          ))}
        </Box>
      ))}
      {outcome && (outcome.diverged
        ? <Text color="red">{`✗ ${outcome.text}`}</Text>
        : <Text color="green">{`✓ ${outcome.text}`}</Text>)}
    </Box>
  );
}
