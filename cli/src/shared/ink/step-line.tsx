import { Box, Text } from 'ink';
import type { StepView } from '../steps';
import { Spinner } from './spinner';

export const formatDuration = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** One step: · pending, spinner while running, ✓ or ✗ with its duration once it ends. */
export function StepLine({ step }: { readonly step: StepView }) {
  switch (step.status) {
    case 'pending':
      return <Text dimColor>{`· ${step.label}`}</Text>;
    case 'running':
      return (
        <Text>
          <Spinner /> {step.label}
        </Text>
      );
    case 'done':
      return (
        <Text>
          <Text color="green">✓</Text> {step.label} <Text dimColor>({formatDuration(step.durationMs ?? 0)}){step.detail ? ` ${step.detail}` : ''}</Text>
        </Text>
      );
    case 'failed':
      return (
        <Text>
          <Text color="red">✗</Text> {step.label} <Text dimColor>({formatDuration(step.durationMs ?? 0)})</Text>
        </Text>
      );
  }
}

export function StepList({ steps }: { readonly steps: readonly StepView[] }) {
  return (
    <Box flexDirection="column">
      {steps.map((step) => (
        <StepLine key={step.id} step={step} />
      ))}
    </Box>
  );
}
