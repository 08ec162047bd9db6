import { z } from 'zod';

/** A field the resource answers and its body does not take: accepted, and ignored. */
const readOnly = z.unknown().optional().meta({ readOnly: true, description: 'Read-only: answered by the API; ignored when sent.' });

/**
 * The body of a resource's POST and PUT: its writable fields, plus every field the resource answers that the body
 * does not take (id, formatted_name, status, created_at, …), accepted and dropped before the handler sees the body.
 * A react-admin edit form sends back the whole record it read; refusing fields the caller cannot change anyway
 * would only break such clients. Fields the resource does not have at all stay refused (the writable schema is strict).
 */
export function recordBody<Writable extends z.ZodObject>(resource: z.ZodObject, writable: Writable) {
  const ignored = Object.keys(resource.shape).filter((key) => !Object.hasOwn(writable.shape, key));
  return writable.extend(Object.fromEntries(ignored.map((key) => [key, readOnly]))).transform((body) => {
    const kept: Record<string, unknown> = { ...body };
    for (const key of ignored) delete kept[key];
    // What is left is exactly what the writable schema gave: the same keys, parsed by the same field schemas.
    return kept as z.output<Writable>;
  });
}
