/** §2 dialogs and panels opened by the product. */
export const DIALOGS = [
  'add-gift-option',
  'ask-a-question',
  'ask-question-success',
  'cart-change-shipping-method',
  'change-store-confirmation',
  'employee-terms',
  'forgot-password',
  'interests',
  'buy-now-pay-later-info',
  'location-confirmation',
  'loyalty-sign-up',
  'mini-cart',
  'pickup-in-store',
  'quickshop',
  'review-user-generated-content',
  'sign-in',
  'simplified-enrollment',
  'sign-in-confirmation',
  'sign-up',
  'store-changed',
  'three-ds-challenge',
  'welcome',
] as const;
export type DialogName = (typeof DIALOGS)[number];

/** §2: sign in is replaced by a simplified enrollment dialog when simplified enrollment is allowed. */
export const signInDialog = (simplifiedEnrollmentAllowed: boolean): DialogName =>
  simplifiedEnrollmentAllowed ? 'simplified-enrollment' : 'sign-in';

/** §2/§9: the opening transition of a dialog or panel lasts 250 ms. */
export const PANEL_TRANSITION_MS = 250;

export type ScreenSize = 'small' | 'large';
/** §2: on small screens a panel opens at about half, 95 % or full height. */
export type PanelHeight = 'half' | 'almost-full' | 'full';

export type PanelPlacement =
  | { readonly edge: 'bottom'; readonly heightPercent: 50 | 95 | 100; readonly transitionMs: number }
  | { readonly edge: 'right'; readonly heightPercent: 100; readonly widthPercent: 100; readonly transitionMs: number };

const HEIGHT_PERCENT: Readonly<Record<PanelHeight, 50 | 95 | 100>> = { half: 50, 'almost-full': 95, full: 100 };

/**
 * The width (CSS px) from which a screen counts as large. The spec does not give one; 1024 px is the common
 * tablet-landscape breakpoint. Configurable per call.
 */
export const LARGE_SCREEN_MIN_WIDTH_PX = 1024;

export const screenSizeFor = (widthPx: number, largeFromPx = LARGE_SCREEN_MIN_WIDTH_PX): ScreenSize =>
  widthPx >= largeFromPx ? 'large' : 'small';

/**
 * §2: small screens — panels open from the bottom at about half, 95 % or full height; large screens — from the
 * right at full size (the requested height does not apply there).
 */
export function panelPlacement(screen: ScreenSize, height: PanelHeight = 'half'): PanelPlacement {
  return screen === 'small'
    ? { edge: 'bottom', heightPercent: HEIGHT_PERCENT[height], transitionMs: PANEL_TRANSITION_MS }
    : { edge: 'right', heightPercent: 100, widthPercent: 100, transitionMs: PANEL_TRANSITION_MS };
}
