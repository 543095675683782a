/**
 * Money arithmetic shared by the API and the app. Money is integer minor
 * units; a division that does not come out even is rounded half to even
 * ("banker's rounding") to a minor unit, the one rounding rule of Keel's
 * figures (contracts, quotes, finances).
 */

/**
 * `numerator / divisor` rounded half to even, for integers with a positive
 * divisor. Exact for |numerator| up to Number.MAX_SAFE_INTEGER.
 */
export function divideRoundHalfEven(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError(`Cannot divide ${numerator} by ${divisor} in minor units`);
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / divisor);
  const twiceRemainder = 2 * (magnitude - quotient * divisor);
  const roundUp =
    twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2 === 1) ? 1 : 0;
  return sign * (quotient + roundUp) || 0;
}

/** What `minutes` of work cost at `hourlyRate` minor units an hour, rounded half to even. */
export function amountForMinutes(minutes: number, hourlyRate: number): number {
  return divideRoundHalfEven(minutes * hourlyRate, 60);
}
