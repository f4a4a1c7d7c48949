import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  /** A text error (spec §5, §8: shown with the red underline, read by screen readers). */
  error: string | null;
  onChange(value: string): void;
  onBlur(value: string): void;
  type?: 'text' | 'email';
  maxLength?: number;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
}

/**
 * A labelled, required text input of the e-gift form. Its error is text tied to the input
 * (aria-invalid, aria-describedby), beside the red underline, so colour is never the only sign.
 */
export function TextField({
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  maxLength,
  autoComplete,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        part="input"
        type={type}
        value={value}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => onBlur(event.currentTarget.value)}
      />
      <p id={errorId} className="field__error">
        {error}
      </p>
    </div>
  );
}
