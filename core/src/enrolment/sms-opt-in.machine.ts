/** §4 SMS opt-in on the sign-up form. */
export interface SmsOptInState {
  readonly checked: boolean;
  readonly termsOpen: boolean;
  readonly optInAccepted: boolean;
}

export type SmsOptInEvent =
  | { readonly type: 'Tick' }
  | { readonly type: 'Untick' }
  | { readonly type: 'Accept' }
  | { readonly type: 'DismissTerms' }
  | { readonly type: 'PhoneValidity'; readonly valid: boolean };

export const initialSmsOptIn: SmsOptInState = { checked: false, termsOpen: false, optInAccepted: false };

/**
 * §4 "SMS opt-in: ticking the checkbox opens the terms; the I accept button sets optInAccepted; it resets if the
 * phone becomes invalid." Dismissing the terms without accepting leaves the box unticked.
 */
export function smsOptInTransition(state: SmsOptInState, event: SmsOptInEvent): SmsOptInState {
  switch (event.type) {
    case 'Tick':
      return state.optInAccepted ? state : { ...state, termsOpen: true };
    case 'Accept':
      return state.termsOpen ? { checked: true, termsOpen: false, optInAccepted: true } : state;
    case 'DismissTerms':
      return state.termsOpen ? { ...state, termsOpen: false } : state;
    case 'Untick':
      return initialSmsOptIn;
    case 'PhoneValidity':
      return event.valid ? state : initialSmsOptIn;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
