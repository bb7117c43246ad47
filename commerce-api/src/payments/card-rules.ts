/** Card checks done by the sandbox provider (pure). */

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return 'CARD';
}

/** 'MM/YY' (already shape-checked by the contract) → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [mm, yy] = expiry.split('/');
  return { month: Number(mm), year: 2000 + Number(yy) };
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
