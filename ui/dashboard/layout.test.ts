import { describe, expect, it } from 'vitest';
import { moved, validOrder } from './layout.js';

describe('the dashboard layout', () => {
  it('puts a dragged widget in the place it is dropped on', () => {
    expect(moved(['today', 'open_days'], 'open_days', 'today')).toEqual(['open_days', 'today']);
    expect(moved(['open_days', 'today'], 'open_days', 'today')).toEqual(['today', 'open_days']);
    expect(moved(['today', 'open_days'], 'today', 'today')).toEqual(['today', 'open_days']);
  });

  it('falls back to the bundled order when what was saved is not a whole arrangement', () => {
    expect(validOrder(['open_days', 'today'])).toEqual(['open_days', 'today']);
    expect(validOrder(['today'])).toEqual(['today', 'open_days']);
    expect(validOrder('today')).toEqual(['today', 'open_days']);
    expect(validOrder(['today', 'today'])).toEqual(['today', 'open_days']);
  });
});
