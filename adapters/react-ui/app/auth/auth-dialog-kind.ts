import type { MouseEvent } from 'react';

/** The §2 account dialogs the header opens (core `DialogName`s). */
export type AuthDialogKind = 'sign-in' | 'sign-up' | 'simplified-enrollment';

/** A plain left click (no modifier): the dialog opens instead of following the link. */
export const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
