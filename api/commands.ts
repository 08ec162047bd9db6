import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainEvent } from '../domain/shared/decider.js';
import type { CommandHandler, CommandMetadata, CommandOutcome } from '../eventstore/command-handler.js';
import { awaitWritten } from './plugins/read-your-writes.js';

export interface ExecuteOptions {
  /**
   * False when the route answers from the command's resulting state: the answer goes out at once, and the
   * caller's next request waits for the read models instead (see plugins/read-your-writes.ts).
   */
  waitForReadModels?: boolean;
}

/** Who gives a request's commands: the signed-in person, and the administrator acting as them if one is. */
export function commandMetadata(request: FastifyRequest): CommandMetadata {
  return {
    client_id: request.user.client_id,
    user_id: request.user.id,
    ...(request.impersonator ? { impersonator_id: request.impersonator.id } : {}),
    request: request.id,
  };
}

/**
 * Runs a command for the signed-in user. By default it waits until every projection has passed its events,
 * so this answer, read from the read models, reflects the change; either way the caller's next request does.
 */
export async function execute<State, Command, Event extends DomainEvent>(
  app: FastifyInstance,
  request: FastifyRequest,
  handler: CommandHandler<State, Command, Event>,
  streamId: string,
  command: Command,
  options: ExecuteOptions = {},
): Promise<CommandOutcome<State, Event>> {
  const outcome = await handler.handle(streamId, command, commandMetadata(request));
  if (!outcome.position) return outcome;
  const written = { stream: streamId, position: outcome.position };
  if (options.waitForReadModels !== false) {
    if (await awaitWritten(app, written)) return outcome;
    request.log.warn({ position: outcome.position }, 'read models did not catch up in time; answering with what they show');
  }
  // The caller's next request, in whichever process, waits for it instead (plugins/read-your-writes.ts).
  (request.written ??= []).push(written);
  return outcome;
}
