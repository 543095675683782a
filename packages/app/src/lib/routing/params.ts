import { replace, type Params } from 'react-router';

/** A route param as a positive integer, or a redirect to /not-found (SPEC §5). */
export function intParam(params: Params, name: string): number {
  const raw = params[name] ?? '';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || !Number.isSafeInteger(value)) {
    throw replace('/not-found');
  }
  return value;
}
