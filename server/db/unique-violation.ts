/** A PostgreSQL unique violation (23505), also when a driver or drizzle wraps it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
