import { z } from 'zod';
import type { ExternalSystem } from '../domain/push/systems.js';
import { VendorError } from './vendor.js';

/**
 * A vendor's answer is read with a zod schema per operation (each vendor's answers.ts): the part of its documented
 * answer we use, mapped to our shapes. `z.object` passes over keys it does not name, so fields a vendor adds never
 * break a call; what we use must be there with its documented type, or the call fails as `unexpected` (retried,
 * then a sync error) with the operation and the place of the first problem as the vendor's message.
 */
export function readAnswer<S extends z.ZodType>(system: ExternalSystem, operation: string, schema: S, answer: { status: number; body: unknown }): z.output<S> {
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  throw new VendorError(system, 'unexpected', unexpectedAnswer(operation, answer.status, parsed.error), { status: answer.status });
}

function unexpectedAnswer(operation: string, status: number, error: z.ZodError): string {
  const [issue] = error.issues;
  const place = issue && issue.path.length > 0 ? ` at ${z.core.toDotPath(issue.path)}` : '';
  return `${operation}: an answer of an unexpected shape (HTTP ${status})${place}${issue ? `: ${issue.message}` : ''}`;
}

/** A value a vendor may leave out or send as null; either way absent in our shapes. */
export const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? undefined);

/** A text an error body may carry. Error bodies are read for a message only, so anything else in its place is passed over. */
export const errorText = z.string().optional().catch(undefined);
