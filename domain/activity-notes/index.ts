import { assertNever, type Decider, type DomainEvent } from '../shared/decider.js';

/**
 * An activity's note (product-spec §3, "Note"): its person's own remark, apart from the description that is booked
 * and pushed. It is a small aggregate of its own, one stream per activity, so writing it never meets the day's rules:
 * a note may be kept on a published day, and a day being published never waits for a note.
 */
export type ActivityNote = {
  readonly id: string;
  readonly client_id: string;
  readonly user_id: string;
  readonly day_id: string;
  readonly activity_id: string;
  readonly description: string;
};

type At = { at: string };

export type ActivityNoteEvent = DomainEvent<'ActivityNoteWritten', ActivityNote & At> | DomainEvent<'ActivityNoteCleared', At>;

export const activityNoteEventTypes: ReadonlySet<ActivityNoteEvent['type']> = new Set<ActivityNoteEvent['type']>([
  'ActivityNoteWritten',
  'ActivityNoteCleared',
]);

/** Writes the note; an empty one clears it. The note keeps the id it got first. */
export type ActivityNoteCommand = { type: 'WriteActivityNote'; note: ActivityNote; at: string };

type State = ActivityNote | null;

function evolve(_state: State, event: ActivityNoteEvent): State {
  switch (event.type) {
    case 'ActivityNoteWritten': {
      const { at: _at, ...note } = event.data;
      return note;
    }
    case 'ActivityNoteCleared':
      return null;
    default:
      return assertNever(event);
  }
}

function decide(command: ActivityNoteCommand, state: State): ActivityNoteEvent[] {
  const description = command.note.description.trim();
  if (!description) return state ? [{ type: 'ActivityNoteCleared', data: { at: command.at } }] : [];
  if (state?.description === description) return [];
  return [{ type: 'ActivityNoteWritten', data: { ...command.note, id: state?.id ?? command.note.id, description, at: command.at } }];
}

export const activityNoteDecider: Decider<State, ActivityNoteCommand, ActivityNoteEvent> = { initialState: () => null, evolve, decide };

export const ACTIVITY_NOTE_STREAM_PREFIX = 'activity-note-';
export const activityNoteStream = (activityId: string) => `${ACTIVITY_NOTE_STREAM_PREFIX}${activityId}`;
export const activityOfNoteStream = (streamId: string) => streamId.slice(ACTIVITY_NOTE_STREAM_PREFIX.length);
