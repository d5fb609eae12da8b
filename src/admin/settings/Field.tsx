// A labelled input with its error tied to it (aria-invalid, aria-describedby), and the server's
// refused fields (VALIDATION_ERROR payload.fields) by path, so each shows beside its own input.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { AdminApiError } from '../lib/api';

export type FieldErrors = Record<string, string>;

/** The fields a 400 VALIDATION_ERROR names, by path ('iban', 'address.zipcode'). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError) || error.code !== 'VALIDATION_ERROR') return {};
  const fields = (error.payload as { fields?: { path: string; message: string }[] } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function Field({ label, hint, error, onChange, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}><span>{label}</span></label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      {hint && <small id={hintId}>{hint}</small>}
      {error && <p className="error" id={errorId}>{error}</p>}
    </div>
  );
}
