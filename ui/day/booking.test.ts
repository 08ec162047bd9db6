import { describe, expect, it } from 'vitest';
import { bookingOptions, choose, missingFields, NO_BOOKING, projectsFor, type DimensionChoice, type DimensionLists } from './booking.js';
import { TEST_DIMENSIONS } from './testing.js';

const LISTS = TEST_DIMENSIONS;
const names = (list: readonly DimensionChoice[]) => list.map((d) => d.id);

describe('booking on project → subproject → working code', () => {
  it('offers every project, and nothing below until one is chosen', () => {
    const options = bookingOptions(LISTS, NO_BOOKING);
    expect(names(options.projects)).toEqual(['advies', 'kantoor']);
    expect(options.subprojects).toEqual([]);
    expect(options.workingCodes).toEqual([]);
  });

  it("offers the chosen project's subprojects only, and requires one when there are any", () => {
    const options = bookingOptions(LISTS, { ...NO_BOOKING, project_id: 'advies' });
    expect(names(options.subprojects)).toEqual(['bedrijfsadvies', 'fiscaal']);
    expect(options.subprojectRequired).toBe(true);
    expect(bookingOptions(LISTS, { ...NO_BOOKING, project_id: 'kantoor' }).subprojectRequired).toBe(false);
  });

  it('offers the working codes under the chosen subproject and those under nothing', () => {
    expect(names(bookingOptions(LISTS, { project_id: 'advies', subproject_id: 'bedrijfsadvies', working_code_id: null }).workingCodes)).toEqual([
      'uren',
      'reistijd',
      'analyse',
    ]);
    expect(names(bookingOptions(LISTS, { project_id: 'kantoor', subproject_id: null, working_code_id: null }).workingCodes)).toEqual(['uren', 'reistijd']);
  });

  it('clears the subproject when the project changes, and a working code that no longer fits', () => {
    const chosen = { project_id: 'advies', subproject_id: 'fiscaal', working_code_id: 'aangifte' };
    expect(choose(LISTS, chosen, 'project_id', 'kantoor')).toEqual({ project_id: 'kantoor', subproject_id: null, working_code_id: null });
    expect(choose(LISTS, chosen, 'subproject_id', 'bedrijfsadvies')).toEqual({ project_id: 'advies', subproject_id: 'bedrijfsadvies', working_code_id: null });
    const free = { project_id: 'advies', subproject_id: 'fiscaal', working_code_id: 'uren' };
    expect(choose(LISTS, free, 'subproject_id', 'bedrijfsadvies').working_code_id).toBe('uren');
  });

  it('says what is missing before the API would accept the booking', () => {
    expect(missingFields(LISTS, NO_BOOKING)).toEqual(['project_id']);
    expect(missingFields(LISTS, { ...NO_BOOKING, project_id: 'advies' })).toEqual(['subproject_id', 'working_code_id']);
    expect(missingFields(LISTS, { project_id: 'advies', subproject_id: 'fiscaal', working_code_id: 'aangifte' })).toEqual([]);
    const noWorkingCodes: DimensionLists = { ...LISTS, workingCodes: [] };
    expect(missingFields(noWorkingCodes, { ...NO_BOOKING, project_id: 'kantoor' })).toEqual([]);
  });
});

describe('booking follows the contact', () => {
  const projects: DimensionChoice[] = [
    { id: 'a', name: 'A', formatted_name: 'A', parent_id: null, level: 1, internal: false, contact_id: null },
    { id: 'k', name: 'K', formatted_name: 'K', parent_id: null, level: 1, internal: false, contact_id: 'kees' },
    { id: 'b', name: 'B', formatted_name: 'B', parent_id: null, level: 1, internal: false, contact_id: 'other' },
    { id: 'l', name: 'L', formatted_name: 'L', parent_id: null, level: 1, internal: false, contact_id: 'kees' },
  ];

  it("offers the tagged contact's projects first, the others after, each in their order; without a contact, as they are", () => {
    expect(names(projectsFor(projects, { id: 'kees', name: 'Kees' }))).toEqual(['k', 'l', 'a', 'b']);
    expect(names(projectsFor(projects, null))).toEqual(['a', 'k', 'b', 'l']);
    expect(names(bookingOptions({ ...LISTS, projects }, NO_BOOKING, { id: 'kees', name: 'Kees' }).projects)).toEqual(['k', 'l', 'a', 'b']);
  });
});
