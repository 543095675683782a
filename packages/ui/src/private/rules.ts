import { MESSAGES } from '@keel/types';

/** What a rule may return: `true` passes; a string is the message shown; anything else shows `Invalid`. */
export type RuleResult = true | string | false | null | undefined;

/**
 * A validation rule (SPEC §5): returns `true` when the value is acceptable, otherwise the message
 * to show. A failure that is not text (false, undefined, a thrown error) shows `Invalid`.
 */
export type Rule<T> = (value: T) => RuleResult;

/** Runs rules in order and returns the first failure's message, or `null` when all pass. */
export function runRules<T>(rules: readonly Rule<T>[] | undefined, value: T): string | null {
  if (!rules) return null;
  for (const rule of rules) {
    let result: unknown;
    try {
      result = rule(value);
    } catch {
      return MESSAGES.ruleInvalid;
    }
    if (result === true) continue;
    return typeof result === 'string' && result.length > 0 ? result : MESSAGES.ruleInvalid;
  }
  return null;
}
