// A labelled control with its error paragraph, the same markup and classes as FormField.astro.
import type { ReactNode } from 'react';

type Option = { value: string; label: string };

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'textarea' | 'select';
  error?: string;
  autoComplete?: string;
  options?: readonly Option[];
  hint?: string;
  /** The schema's limit for this field (src/schemas/limits.ts), so the browser stops where the server would. */
  maxLength?: number;
  /** Extra attributes for the control (combobox wiring). */
  control?: Record<string, unknown>;
  /** False for an optional field (no star, no `required`). */
  required?: boolean;
  children?: ReactNode;
}

// Required by default, like every field of the spec's forms (`required={false}` for an optional one).
export function Field({
  id,
  name,
  label,
  type = 'text',
  error,
  autoComplete,
  options = [],
  hint,
  maxLength,
  control,
  required = true,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    autoComplete,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    ...control,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea rows={5} maxLength={maxLength} {...common} />
      ) : type === 'select' ? (
        <select defaultValue="" {...common}>
          <option value="">Choisissez une option</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={type} maxLength={maxLength} {...common} />
      )}
      {children}
      <p id={errorId} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
