import { createContext, useContext } from 'react';

/** Field errors keyed by field name, as in the API's 400 body (`errors: {field: [..]}`). */
export type FieldErrors = Record<string, string | readonly string[] | undefined>;

export interface FieldRegistration {
  /** Runs the field's rules, shows the result, and returns whether it passed. */
  validate(): boolean;
  /** Clears the field's value and its error. */
  reset(): void;
}

export interface FormContextValue {
  register(id: string, field: FieldRegistration): () => void;
  serverErrors: FieldErrors | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}

/** The first message of a server field error. */
export function firstServerError(error: FieldErrors[string]): string | null {
  if (error === undefined) return null;
  if (typeof error === 'string') return error || null;
  return error[0] ?? null;
}
