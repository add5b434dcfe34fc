/**
 * The billing engine's one rounding rule: `amount × part / whole` in minor units, rounded half up
 * (towards +∞) once, computed exactly. Discounts (part = percent of 100), tax (basis points of
 * 10 000), proration (milliseconds left of the period) and credit-note tax shares all use it.
 * BigInt, because the product passes 2^53 long before realistic amounts do (cents × milliseconds).
 */
export function roundedShare(amount: number, part: number, whole: number): number {
  if (!(whole > 0)) throw new RangeError(`roundedShare: whole must be positive, got ${whole}`);
  const denominator = 2n * BigInt(whole);
  const numerator = 2n * BigInt(amount) * BigInt(part) + BigInt(whole);
  // BigInt division truncates towards zero; rounding half up needs the floor.
  const quotient = numerator / denominator;
  return Number(numerator % denominator < 0n ? quotient - 1n : quotient);
}
