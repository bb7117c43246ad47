/**
 * The ref of a form's `enhanced` input: sets it to 1 as soon as it is mounted in the browser. Its `value` prop alone
 * is not enough: the browser build hydrates with Preact, which keeps the server's attributes while hydrating (the
 * server's `enhanced=0`), and a component that does not render again after hydration never updates it, so the form
 * went on asking for Post/Redirect/Get with JavaScript on. Refs do run while hydrating.
 */
export function markEnhanced(input: HTMLInputElement | null): void {
  if (input !== null) input.value = '1';
}
