// Recognising database errors the services turn into domain errors (the drivers and Drizzle wrap them differently).
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A CHECK constraint refused the write (optionally: this constraint). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23514') {
      const name = (current as { constraint?: unknown }).constraint;
      const message = String((current as { message?: unknown }).message ?? '');
      return constraint === undefined || name === constraint || message.includes(constraint);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database's own error under the driver's and Drizzle's wrappers (its SQLSTATE and message, which never hold the
 * statement or its parameters); undefined when the error did not come from the database.
 */
export function databaseErrorOf(error: unknown): { code: string; message: string } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    // The server's errors carry a severity; Node's own (EPERM, EBUSY: five letters too) do not.
    const { code, message, severity } = current as { code?: unknown; message?: unknown; severity?: unknown };
    const isDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
    if (isDatabase && typeof message === 'string') return { code, message };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
