import type { FastifySerializerCompiler } from 'fastify';

/**
 * The answers of the hot routes (a watcher's heartbeat, tagging and booking an activity) written by JSON.stringify
 * alone. The zod serializer parsed each answer against its schema into a copy and then stringified that: the answer
 * serialised twice, for handlers that build it field by field from the types their schema gives them, which the
 * compiler checks. Their input is validated as before, and so is every other route's answer.
 */
export const plainAnswers: FastifySerializerCompiler<unknown> = () => (answer) => JSON.stringify(answer);
