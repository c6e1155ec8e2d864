/** True when a database error is a unique-constraint violation, on PostgreSQL or SQLite. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}

/** True when a CHECK constraint refused a row (the non-negative balance check). */
export function isCheckViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return !!e && (e.code === '23514' || e.code === 'SQLITE_CONSTRAINT_CHECK');
}
