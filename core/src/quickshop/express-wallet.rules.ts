/** What decides whether the express buttons show in quick shop. */
export interface ExpressButtonsInput {
  /** The wallet payment sheet feature is on. */
  readonly walletEnabled: boolean;
  /** The browser/device offers the wallet. */
  readonly walletAvailable: boolean;
  /** The card-provider express button feature is on and the provider's software loaded. */
  readonly cardProviderEnabled: boolean;
  readonly variantCanBeAdded: boolean;
  readonly inStoreEmployee: boolean;
}

export interface ExpressButtons {
  readonly wallet: boolean;
  readonly cardProvider: boolean;
}

/**
 * §4 "Express wallet buttons appear only when enabled, the variant can be added, the wallet is available, and the
 * user is not an in-store employee. The card-provider express button is also hidden for an in-store employee."
 */
export function expressButtons(input: ExpressButtonsInput): ExpressButtons {
  const addable = input.variantCanBeAdded && !input.inStoreEmployee;
  return {
    wallet: addable && input.walletEnabled && input.walletAvailable,
    cardProvider: addable && input.cardProviderEnabled,
  };
}
