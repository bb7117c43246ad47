import type { HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly hint?: string;
  readonly optional?: boolean;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly className?: string;
  readonly maxLength?: number;
}

/** A labelled input with its hint and its validation message tied to it for assistive technology. */
export function TextField(props: TextFieldProps) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : undefined, props.error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={props.id}>
        {props.label}
        {props.optional ? <span className="field__hint"> (optional)</span> : null}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        required={!props.optional}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
