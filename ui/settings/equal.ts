/** Whether two preference values (JSON) are the same: a changed work day or threshold deep inside counts. */
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => isDeepStrictEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
