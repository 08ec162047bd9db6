import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainEvent } from '../domain/shared/decider.js';
import type { CommandHandler, CommandOutcome } from '../eventstore/command-handler.js';

/** How long a command waits for the read models to show its events before answering anyway. */
const READ_YOUR_WRITES_MS = 10_000;

/**
 * Runs a command for the signed-in user and waits until every projection has passed its events, so the
 * caller's next read (and this answer, read from the read model) reflects the change.
 */
export async function execute<State, Command, Event extends DomainEvent>(
  app: FastifyInstance,
  request: FastifyRequest,
  handler: CommandHandler<State, Command, Event>,
  streamId: string,
  command: Command,
): Promise<CommandOutcome<State, Event>> {
  const outcome = await handler.handle(streamId, command, {
    client_id: request.user.client_id,
    user_id: request.user.id,
    request: request.id,
  });
  if (outcome.position && !(await app.deps.runner.waitFor(outcome.position, READ_YOUR_WRITES_MS))) {
    request.log.warn({ position: outcome.position }, 'read models did not catch up in time; answering with what they show');
  }
  return outcome;
}
