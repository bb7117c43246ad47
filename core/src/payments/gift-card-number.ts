/** A gift card's number as the shopper may see it again: its last four digits only (`•••• 7890`). */
export function maskGiftCardNumber(number: string): string {
  return `•••• ${giftCardLast4(number)}`;
}

/** The last four digits of a gift card number (spaces and dashes as typed are ignored). */
export function giftCardLast4(number: string): string {
  return number.replace(/\D/g, '').slice(-4).padStart(4, '0');
}
