import { Box, Text } from 'ink';
import { formatMoney, type IssuedGiftCard } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { SupportScreenBase } from '../shared/support-call';

export interface GiftcardScreenProps extends SupportScreenBase {
  /** The locale amounts are shown in. */
  readonly locale: string;
  readonly issued?: IssuedGiftCard;
}

/** Groups of four digits, as printed on a card. */
export const groupedNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** `giftcard issue`: the steps, then the card's number and PIN (shown this once) and its balance. */
export function GiftcardScreen({ heading, steps, locale, issued }: GiftcardScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {issued && (
        <Box flexDirection="column">
          <Text color="green">{`✓ gift card issued: ${formatMoney(issued.balance, issued.currency, locale)}${issued.expiresAt ? `, expires ${issued.expiresAt}` : ', no expiry'}`}</Text>
          <Text>{`Number: ${groupedNumber(issued.number)}`}</Text>
          <Text>{`PIN:    ${issued.pin}`}</Text>
          <Text color="yellow">The PIN is shown this once: give it to the customer now.</Text>
        </Box>
      )}
    </Box>
  );
}
