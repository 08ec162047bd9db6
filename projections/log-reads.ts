import type { EventStore, GlobalPosition, RecordedEvent } from '../eventstore/port.js';

/**
 * Reads of the log's next batch, shared between the projections of one or several runners (the portal's read
 * models, the push and re-tagging) that read from the same position at the same time: at the log's head they all
 * do, and one read serves them all. Any read is a valid prefix of what follows a position, but not every read
 * serves a reader that was woken up: a read that began before an append was readable does not have it, and a
 * runner woken by that append that took its answer would find nothing new and sleep through the wake-up it had
 * (until its next poll). So a reader names the reads it may share: those begun after a mark it took (`mark()`)
 * when it was last woken; anything older starts a read of its own, which later readers may share in turn.
 */
export class LogReads {
  private begun = 0;
  /** The newest read under way from each position (and batch size), by its number. */
  private readonly reads = new Map<string, { number: number; events: Promise<RecordedEvent[]> }>();

  constructor(private readonly store: EventStore) {}

  /** Reads begun after this call see whatever was readable when it was made. */
  mark(): number {
    return this.begun;
  }

  /** Up to `maxCount` events after `from`: a read begun after `mark` shared, a new one otherwise. */
  read(from: GlobalPosition, maxCount: number, mark: number): Promise<RecordedEvent[]> {
    const key = `${from.commit}:${from.prepare}:${maxCount}`;
    const under = this.reads.get(key);
    if (under && under.number > mark) return under.events;
    const read = { number: ++this.begun, events: this.store.readAll(from, maxCount) };
    this.reads.set(key, read);
    const forget = () => {
      if (this.reads.get(key) === read) this.reads.delete(key);
    };
    read.events.then(forget, forget);
    return read.events;
  }
}
