import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { activityNoteDecider, type ActivityNote, type ActivityNoteEvent } from './index.js';

const spec = deciderSpec(activityNoteDecider);
const at = '2026-03-02T09:00:00.000Z';
const note: ActivityNote = { id: 'n1', client_id: 'c1', user_id: 'u1', day_id: 'd1', activity_id: 'a1', description: 'Called back about the VAT return' };
const written: ActivityNoteEvent = { type: 'ActivityNoteWritten', data: { ...note, at } };

describe("an activity's note", () => {
  it('is written trimmed, and rewritten under the id it got first', () => {
    spec.given([]).when({ type: 'WriteActivityNote', note: { ...note, description: '  Called back about the VAT return ' }, at }).then([written]);
    spec.given([written]).when({ type: 'WriteActivityNote', note: { ...note, id: 'n2', description: 'Sent the figures' }, at }).then([
      { type: 'ActivityNoteWritten', data: { ...note, description: 'Sent the figures', at } },
    ]);
    spec.given([written]).when({ type: 'WriteActivityNote', note, at }).then([]);
  });

  it('is cleared by an empty one, once', () => {
    spec.given([written]).when({ type: 'WriteActivityNote', note: { ...note, description: ' ' }, at }).then([{ type: 'ActivityNoteCleared', data: { at } }]);
    spec.given([]).when({ type: 'WriteActivityNote', note: { ...note, description: '' }, at }).then([]);
  });
});
