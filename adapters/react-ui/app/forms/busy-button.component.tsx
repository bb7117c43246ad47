import type { ReactNode } from 'react';

/**
 * A form's submit button while the form may be on its way: `aria-disabled` (not `disabled`, so it keeps its focus
 * and is still announced) and a press meanwhile does nothing, so a double click never sends the form twice.
 * With `intent`, it names the action the route's action runs (`name="intent"`); `label` names it for screen readers
 * when the text alone is not enough (which line's Remove).
 */
export function BusyButton({ busy, intent, className = 'button', label, children }: {
  readonly busy: boolean;
  readonly intent?: string;
  readonly className?: string;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <button type="submit" {...(intent !== undefined ? { name: 'intent', value: intent } : {})} className={className}
      aria-disabled={busy} aria-label={label} onClick={(event) => busy && event.preventDefault()}>
      {children}
    </button>
  );
}
