import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';

export interface TextFieldProps {
  readonly id: string;
  /** Absent for fields that must never be submitted to our server (the card fields). */
  readonly name?: string;
  readonly label: ReactNode;
  readonly defaultValue?: string;
  readonly error?: UiText | undefined;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly className?: string;
  readonly maxLength?: number;
  readonly onChange?: (value: string) => void;
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
        {props.optional ? <span className="field__hint"> <FormattedMessage id="form.optional" /></span> : null}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        onChange={props.onChange ? (event) => props.onChange?.(event.target.value) : undefined}
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
          <FormattedMessage id={props.error.id} values={props.error.values} />
        </p>
      )}
    </div>
  );
}
