import type { Message, Translatable } from '../../i18n/message.js';

/** An event as the domain sees it: a type and its data. Store metadata (who, which request) is added outside. */
export interface DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * The pure core of an aggregate: `decide` turns a command and the current state into new events (or
 * throws a DomainError); `evolve` folds an event into the state. No I/O, no clock: time comes in the command.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/**
 * The state after `events`, folded onto `state` (the decider's initial state unless given): how every stream
 * is read into its aggregate, by the command handler, the push worker and the history trail alike.
 */
export function foldStream<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: Iterable<Event>,
  state: State = decider.initialState(),
): State {
  let folded = state;
  for (const event of events) folded = decider.evolve(folded, event);
  return folded;
}

/** A rule the command broke. `code` is stable and maps to the error catalogue in api/errors. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** The field the rule is about, when there is one. */
  readonly field: string | undefined;
  /** Field → the values concerned (e.g. the activities not booked yet) or what is wrong with it, for the caller to act on. */
  readonly details: Record<string, Message[]> | undefined;
  /** What the rule says, in the language of whoever reads it; the Error's message is its English. */
  readonly said: Translatable;

  constructor(said: Translatable, field?: string, details?: Record<string, Message[]>) {
    super(said.in('en'));
    this.said = said;
    this.name = new.target.name;
    this.field = field;
    this.details = details;
  }
}

/** The command names something that does not exist (for this organisation). */
export class NotFoundError extends DomainError {
  readonly code = 'model_not_found';
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
