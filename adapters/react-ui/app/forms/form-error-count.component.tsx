import type { FieldErrors } from './validate-form';

/** A polite summary of how many fields need attention (the messages themselves sit at each field). */
export function FormErrorCount({ errors }: { errors: FieldErrors }) {
  const count = Object.keys(errors).length;
  return (
    <p className="field__error" aria-live="polite">
      {count === 0 ? '' : `Please correct ${count} ${count === 1 ? 'field' : 'fields'} above.`}
    </p>
  );
}
