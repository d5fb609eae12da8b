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

/**
 * Whether the database refused the data itself (SQLSTATE class 22, data exception: a NUL in text,
 * a number out of range): sending the same rows again fails again, unlike a lost connection.
 */
export function isDataException(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}
