import { Box, Text } from 'ink';
import type { StepView } from '../shared/steps';
import { StepList } from '../shared/ink/step-line';

/** Shown once the order is placed; a failure's reason is printed by the command on stderr, once. */
export interface CheckoutOutcome {
  readonly orderNumber: string;
  readonly totalText: string;
  /** Issue 9: who paid what, when a gift card or a reward paid part of it (e.g. "gift cards $20.00 · card $35.00"). */
  readonly paidText?: string;
}

export interface CheckoutScreenProps {
  /** Where the checkout runs, e.g. "embedded engine (/path/.switchback)" or "http://localhost:3000". */
  readonly target: string;
  readonly site: string;
  readonly steps: readonly StepView[];
  readonly outcome?: CheckoutOutcome;
}

/** The guest checkout screen: a heading, each step live, then the order number. */
export function CheckoutScreen({ target, site, steps, outcome }: CheckoutScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{`Guest checkout · ${site} · ${target}`}</Text>
      <StepList steps={steps} />
      {outcome ? <Text color="green" bold>{`Order ${outcome.orderNumber} placed · total ${outcome.totalText}`}</Text> : null}
      {outcome?.paidText ? <Text>{`Paid by ${outcome.paidText}`}</Text> : null}
    </Box>
  );
}
