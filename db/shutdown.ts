/**
 * Whether an error says that PostgreSQL is shutting down and closed the connection (SQLSTATE 57P01,
 * admin_shutdown). A Ctrl-C in the terminal of `npm start` reaches the embedded PostgreSQL too (it shares the
 * terminal's process group), which then closes every connection while the portal stops: that is expected, not a
 * failure worth a stack trace.
 */
export function isDatabaseShutdown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '57P01';
}
