import { Box, Text } from 'ink';
import { StepList } from '../shared/ink/step-line';
import type { SupportScreenBase } from '../shared/support-call';

export interface StockScreenProps extends SupportScreenBase {
  /** The size's stock as the API answered it, once it did. */
  readonly set?: { readonly upc: string; readonly qty: number };
}

/** `stock set`: the steps, then the size's stock; a size in stock tells that its notify-me requests are mailed, once. */
export function StockScreen({ heading, steps, set }: StockScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {set && <Text color="green">{`✓ ${set.upc} holds ${set.qty} unit${set.qty === 1 ? '' : 's'}`}</Text>}
      {set && set.qty > 0 && <Text>Shoppers who asked to hear when this size is back (notify me) are e-mailed, each once.</Text>}
    </Box>
  );
}
