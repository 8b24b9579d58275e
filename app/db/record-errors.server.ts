/**
 * Recognises a UNIQUE violation from SQLite (better-sqlite3) or PostgreSQL (pg), so a
 * duplicate is answered with a message, not a 500, whichever database runs.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
