import { LRUCache } from 'lru-cache';
import { foldStream, type Decider, type DomainEvent } from '../domain/shared/decider.js';
import { WrongExpectedRevisionError, type EventStore, type GlobalPosition } from './port.js';

/** Who asked: stored with every event so history can say who did what, in which request. */
export interface CommandMetadata {
  readonly client_id: string;
  readonly user_id: string | null;
  /** The administrator who gave the command acting as `user_id` (impersonation); absent when nobody did. */
  readonly impersonator_id?: string;
  readonly request: string | null;
}

export interface CommandOutcome<State, Event> {
  readonly events: Event[];
  /** Where the last new event landed; absent when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  /** The stream's revision after the command (-1: there is no stream): what read models guard their rows on. */
  readonly revision: number;
  readonly state: State;
}

/** Raised when a stream kept changing under a command through every attempt. Maps to 409. */
export class ConcurrencyConflictError extends Error {
  readonly code = 'concurrency_conflict';
  constructor(readonly streamId: string) {
    super(`The data changed while the request was processed; try again.`);
  }
}

interface Loaded<State> {
  revision: number; // -1: no stream yet
  state: State;
}

/**
 * Runs a command against a stream: fold the stream, decide, append with the expected revision, and on a
 * conflict fold the newer events and decide again. Folded state is cached per stream and only the tail
 * is read on the next command, so a long stream (an organisation's contacts) stays cheap.
 */
export class CommandHandler<State, Command, Event extends DomainEvent> {
  private readonly cache: LRUCache<string, Loaded<State>>;

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<State, Command, Event>,
    private readonly maxAttempts = 50,
    /** Streams whose folded state is kept; the least recently used are dropped (and re-read when needed). */
    maxCached = 10_000,
  ) {
    this.cache = new LRUCache({ max: maxCached });
  }

  async handle(streamId: string, command: Command, metadata: CommandMetadata): Promise<CommandOutcome<State, Event>> {
    for (let attempt = 0; attempt < this.maxAttempts; attempt++) {
      // First on the state kept from this process's last command, unread: an append with its revision proves
      // it current. A decision that appends nothing, or refuses, is only given on a freshly read state.
      const kept = attempt === 0 ? this.cache.get(streamId) : undefined;
      const loaded = kept ?? (await this.load(streamId));
      let events: Event[];
      try {
        events = this.decider.decide(command, loaded.state);
      } catch (error) {
        if (kept) continue;
        throw error;
      }
      if (events.length === 0) {
        if (kept) continue;
        return { events, position: undefined, revision: loaded.revision, state: loaded.state };
      }
      try {
        const appended = await this.store.append(
          streamId,
          events.map((event) => ({ type: event.type, data: event.data, metadata: { ...metadata } })),
          loaded.revision < 0 ? 'no_stream' : loaded.revision,
        );
        this.fold(loaded, appended.revision - events.length + 1, events);
        return { events, position: appended.position, revision: appended.revision, state: loaded.state };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new ConcurrencyConflictError(streamId);
  }

  /**
   * Drops the state kept for a stream, so the next command reads it whole. Never needed for correctness (an append
   * proves kept state current); it gives the memory back, and a stream edited outside the portal is read afresh.
   */
  forget(streamId: string): boolean {
    return this.cache.delete(streamId);
  }

  /**
   * Commands that each start a stream believed new (the tags of imported contacts), decided on the initial state and
   * written in one transaction where the store can (createStreams); a stream named twice is started by its first
   * command. False, with nothing written, when one of the streams exists already or the store writes stream by
   * stream: the caller then handles them one by one.
   */
  async startStreams(starts: ReadonlyArray<{ streamId: string; command: Command }>, metadata: CommandMetadata): Promise<boolean> {
    if (!this.store.createStreams) return false;
    const first = new Map(starts.map((start) => [start.streamId, start.command] as const).reverse());
    const creations = [...first].map(([streamId, command]) => ({
      streamId,
      events: this.decider.decide(command, this.decider.initialState()).map((event) => ({ type: event.type, data: event.data, metadata: { ...metadata } })),
    }));
    try {
      await this.store.createStreams(creations.filter((creation) => creation.events.length > 0));
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }

  /** The stream's current state, for reads that must see the aggregate itself. */
  async state(streamId: string): Promise<State> {
    return (await this.load(streamId)).state;
  }

  private async load(streamId: string): Promise<Loaded<State>> {
    let loaded = this.cache.get(streamId);
    if (!loaded) {
      loaded = { revision: -1, state: this.decider.initialState() };
      this.cache.set(streamId, loaded);
    }
    const tail = await this.store.readStream<Event>(streamId, loaded.revision + 1);
    if (tail[0]) this.fold(loaded, tail[0].revision, tail);
    return loaded;
  }

  /**
   * Folds events that start at `firstRevision` into the kept state. Another command may have folded some of them
   * while this one was reading or appending: each revision is folded once.
   */
  private fold(loaded: Loaded<State>, firstRevision: number, events: readonly Event[]): void {
    if (firstRevision > loaded.revision + 1) return;
    const unseen = events.slice(loaded.revision + 1 - firstRevision);
    if (unseen.length === 0) return;
    loaded.state = foldStream(this.decider, unseen, loaded.state);
    loaded.revision = firstRevision + events.length - 1;
  }
}
