// PostgreSQL error codes the domain reacts to. Drizzle wraps the driver's error (pg or PGlite,
// both carry the SQLSTATE as `code`) in its own, with the original as `cause`.

const UNIQUE_VIOLATION = '23505';

/** Whether an insert or update failed on a unique index (a race another check did not see). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
