/**
 * Instants of RFC 3339 timestamps at nanosecond precision. aw-server-rust keeps nanoseconds, the portal and
 * aw-server (Python) microseconds; a JavaScript Date keeps milliseconds, which would make two events a few
 * microseconds apart look simultaneous and a cursor land before the event it points at.
 */
const RFC3339 = /^(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2})(?:\.(\d{1,9})\d*)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Nanoseconds since the epoch; throws on anything but an RFC 3339 timestamp with a zone. */
export function instantOf(timestamp: string): bigint {
  const parts = RFC3339.exec(timestamp);
  const seconds = parts ? Date.parse(`${parts[1]!.replace(' ', 'T')}${parts[3]!.toUpperCase()}`) : Number.NaN;
  if (!parts || Number.isNaN(seconds)) throw new Error(`Not an RFC 3339 timestamp: ${JSON.stringify(timestamp)}`);
  return BigInt(seconds) * 1_000_000n + BigInt((parts[2] ?? '').padEnd(9, '0'));
}

/** The timestamp `seconds` after the given one, in UTC, without losing its precision. */
export function shifted(timestamp: string, seconds: number): string {
  const instant = instantOf(timestamp) + BigInt(Math.round(seconds * 1e9));
  const whole = instant / 1_000_000_000n;
  const nanos = instant % 1_000_000_000n;
  return `${new Date(Number(whole) * 1000).toISOString().slice(0, 19)}.${nanos.toString().padStart(9, '0')}Z`;
}

export const compareInstants = (a: string, b: string): number => {
  const difference = instantOf(a) - instantOf(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
