/**
 * Freezes a plain value through and through (its objects and arrays) and
 * answers it. An answer remembered until the database changes and handed to
 * every reader is frozen so: no reader can change it for the others, and the
 * routes send the encoding they made of it the first time, without picking
 * and encoding it again (`encodedAnswers`, register-routes.ts).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
