import { Box, Text } from 'ink';
import { StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';
import type { AccountSummary } from './account-admin';

export interface AccountScreenProps {
  readonly heading: string;
  readonly steps: readonly StepView[];
  readonly created?: { readonly consumerNo: string; readonly email: string };
  readonly summary?: AccountSummary;
  readonly failed?: boolean;
}

/** `account create` / `account show`: the steps as they run, then the account. */
export function AccountScreen({ heading, steps, created, summary }: AccountScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {created && <Text color="green">✓ account {created.consumerNo} created for {created.email}</Text>}
      {summary && (
        <Box flexDirection="column">
          <Text><Text bold>{summary.consumerNo}</Text> {summary.email} <Text dimColor>({summary.consumerType}, {summary.siteId})</Text></Text>
          <Text>  name: {[summary.firstName, summary.lastName].filter(Boolean).join(' ') || '—'}</Text>
          <Text>  created: {summary.createdAt}</Text>
          <Text>  sign-in: {summary.lockedUntil ? <Text color="red">locked until {summary.lockedUntil}</Text> : <Text color="green">not locked</Text>}</Text>
          <Text>  active sessions: {summary.activeSessions} · open carts: {summary.openCarts} · orders: {summary.orders}</Text>
        </Box>
      )}
    </Box>
  );
}
