import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../domain/preferences/defaults.js';
import type { DimensionChoice } from './booking.js';
import { dayViewOf, sortDimensions } from './dayView.js';

const project = (id: string, name: string, code: string | null): DimensionChoice => ({ id, name, code, formatted_name: name, parent_id: null, level: 1, internal: false });
const names = (list: readonly DimensionChoice[]) => list.map((dimension) => dimension.name);

describe('the day view of day_processing', () => {
  it('takes the person’s values over the defaults, and the defaults for a value the chapter would refuse', () => {
    const entry = (key: string, value: unknown) => ({ chapter: 'day_processing', key, value, source: 'user' as const });
    expect(dayViewOf([entry('short_duration', 120), entry('sort_dimensions', 'code')])).toMatchObject({ short_duration: 120, sort_dimensions: 'code', show_activity_booked: true });
    expect(dayViewOf([entry('sort_dimensions', 'colour')])).toEqual(DEFAULTS.day_processing);
    expect(dayViewOf(undefined)).toEqual(DEFAULTS.day_processing);
  });

  it('sorts by code with those without one last, by name as people read numbers, and by usage then name', () => {
    const list = [project('a', 'Project 10', null), project('b', 'project 9', 'B2'), project('c', 'Alpha', 'B10'), project('d', 'Beta', 'A1')];
    expect(names(sortDimensions(list, 'code', new Map()))).toEqual(['Beta', 'project 9', 'Alpha', 'Project 10']);
    expect(names(sortDimensions(list, 'name', new Map()))).toEqual(['Alpha', 'Beta', 'project 9', 'Project 10']);
    expect(names(sortDimensions(list, 'usage', new Map([['a', 3], ['d', 3], ['b', 1]])))).toEqual(['Beta', 'Project 10', 'project 9', 'Alpha']);
    expect(sortDimensions(list, 'none', new Map())).toBe(list);
  });
});
