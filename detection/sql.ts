/**
 * A timestamptz as RFC 3339 text in UTC with its microseconds, as stored: a JavaScript Date would drop the
 * last three digits, and a watcher's Python timestamps carry them.
 */
export const rfc3339 = (expression: string): string => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where a detection ends (its timestamp plus its duration in seconds). */
export const endOf = (alias: string): string => `(${alias}.timestamp + make_interval(secs => ${alias}.duration))`;

/** The SHA-256 of a jsonb value's text, which is canonical (keys sorted, no spacing): equal data, equal hash. */
export const dataHash = (expression: string): string => `sha256(convert_to((${expression})::text, 'UTF8'))`;
