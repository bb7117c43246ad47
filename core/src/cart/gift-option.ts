/** §3 cart item gift option. */
export interface GiftOption {
  readonly to?: string | null;
  readonly email?: string | null;
  readonly message?: string | null;
}

/** §5: a gift option is sent only when email, message and to are all present (trimmed); otherwise nothing is sent. */
export function giftOptionToSend(option: GiftOption | null | undefined): { to: string; email: string; message: string } | undefined {
  const to = option?.to?.trim();
  const email = option?.email?.trim();
  const message = option?.message?.trim();
  return to && email && message ? { to, email, message } : undefined;
}
