/**
 * storefront-experience §4: the express buttons "appear only when enabled". The sandbox wallet and the sandbox card
 * provider are on in this storefront; the card provider's pay-later message shows with its button.
 */
export const WALLET_FEATURES = { wallet: true, cardProvider: true, cardProviderPayLaterMessage: true } as const;
