import { z } from 'zod';
import { catalogue, type ErrorCode } from './catalogue.js';

/** The body of every error answer. */
const errorBody = z
  .object({
    status: z.number().int().describe('The HTTP status, repeated.'),
    code: z.string().describe('Stable code from the error catalogue (api-contract §8).'),
    title: z.string().describe('What went wrong, for a person.'),
    message: z.string().describe('More detail, for a person.'),
    reference: z.string().describe('Finds the log line of this request.'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Field name → messages (422 only).'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBody>;

/** One status of a route's error answers: the Error body, described by the catalogue codes it may carry. */
interface ErrorAnswer {
  description: string;
  content: { 'application/json': { schema: typeof errorBody } };
}

type StatusOf<Code extends ErrorCode> = (typeof catalogue)[Code]['status'];
type ErrorAnswers<Code extends ErrorCode> = { [Status in StatusOf<Code>]: ErrorAnswer };

/** The codes each answer made here carries, so that answers declared by a route and by rule can be merged per status. */
const codesOfAnswer = new WeakMap<object, readonly ErrorCode[]>();

/**
 * A route's error answers for the catalogue codes its handler can give: one answer per status (the catalogue's),
 * listing its codes with their titles. The answers every route of a kind gives (maintenance, CSRF, session,
 * validation) are added by rule (plugins/openapi-answers.ts); a route names only its own.
 */
export function errorAnswers<const Code extends ErrorCode>(...codes: Code[]): ErrorAnswers<Code> {
  const byStatus = new Map<number, Code[]>();
  for (const code of new Set(codes)) byStatus.set(catalogue[code].status, [...(byStatus.get(catalogue[code].status) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, codesOfStatus]) => [status, errorAnswer(codesOfStatus)])) as ErrorAnswers<Code>;
}

function errorAnswer(codes: readonly ErrorCode[]): ErrorAnswer {
  const answer: ErrorAnswer = {
    description: codes.map((code) => `- \`${code}\`: ${catalogue[code].title}`).join('\n'),
    content: { 'application/json': { schema: errorBody } },
  };
  codesOfAnswer.set(answer, codes);
  return answer;
}

/** The codes of an answer made by errorAnswers; none for anything else. */
export function codesOf(answer: unknown): readonly ErrorCode[] {
  return typeof answer === 'object' && answer !== null ? (codesOfAnswer.get(answer) ?? []) : [];
}

/** The body of an error answer on the ActivityWatch surface (/api/0), as aw-server answers it. */
export const activityWatchErrorBody = z
  .object({ message: z.string().describe('What went wrong.') })
  .meta({ id: 'ActivityWatchError', description: "aw-server's error shape; the request's reference is in the X-Request-Reference header." });

export type ActivityWatchErrorBody = z.infer<typeof activityWatchErrorBody>;
