import type { UiText } from '../errors/ui-message';
import type { AuthFormResult } from '../auth/auth-form.component';

/** The event the steps are for (from the API on the event page, from the content block in a dialog). */
export interface EventView {
  readonly eventId: string;
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly enablePlusOne: boolean;
  readonly submitCtaLabel?: string | undefined;
  readonly confirmationTitle?: string | undefined;
  readonly confirmationSubtitle?: string | undefined;
}

export interface JoinFormResult {
  readonly errors: Readonly<Record<string, UiText>>;
  /** §8: the error's message, shown in a dismissible alert of type error. */
  readonly error: UiText | null;
  readonly values: { readonly attendingDays: readonly string[]; readonly guestName: string; readonly termsAccepted: boolean };
}

/** Where the event sign-up stands (core's eventSignUpTransition steps, as the server knows them). */
export type EventStepState =
  | { readonly step: 'SignIn'; readonly result?: AuthFormResult }
  | { readonly step: 'SignUp'; readonly result?: AuthFormResult }
  | { readonly step: 'Join'; readonly email: string; readonly result?: JoinFormResult }
  | { readonly step: 'Confirmation' };
