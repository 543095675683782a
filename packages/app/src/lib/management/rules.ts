import type { Rule } from '@keel/ui';

/** Rules shared by the management forms (SPEC §5: `true` or the message). */
export const required =
  (label: string): Rule<string> =>
  (value) =>
    value.trim().length > 0 || `${label} is required`;

export const maxLength =
  (max: number): Rule<string> =>
  (value) =>
    value.trim().length <= max || `At most ${max} characters`;

export const validEmail: Rule<string> = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'Enter a valid email address';

export const hexColor: Rule<string> = (value) =>
  /^#[0-9a-fA-F]{6}$/.test(value.trim()) || 'Enter a colour as #rrggbb';

export const requiredValue =
  <T>(label: string): Rule<T | null> =>
  (value) =>
    (value !== null && value !== undefined && value !== '') || `${label} is required`;

/** An optional number that, once typed, is above zero (a cap). */
export const positiveOrEmpty =
  (message: string): Rule<number | null> =>
  (value) =>
    value === null || value > 0 || message;

/** The end of a period, not before its `start` (either may still be empty). */
export const notBefore =
  (start: string | null, message: string): Rule<string | null> =>
  (end) =>
    end === null || start === null || end >= start || message;
