export interface FieldProps {
  label: string;
  type: 'email' | 'password' | 'date' | 'url';
  name: string;
  value: string;
  onChange(value: string): void;
  autoComplete?: string;
}

/** A labelled, required input of the element's forms; the label wraps it, so clicking it focuses it. */
export function Field({ label, type, name, value, onChange, autoComplete }: FieldProps) {
  return (
    <label className="insights__field">
      {label}
      <input
        type={type}
        name={name}
        required
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
