import { describe, expect, it } from 'vitest';
import { foldStream } from '../shared/decider.js';
import { dimensionDecider, dimensionTree, DimensionStructureInvalidError, treeOfStructure, validateBooking, type DimensionNode } from './index.js';
import { archived, created, initialised } from './testing.js';

const node = (id: string, level: 1 | 2 | 3, parent_id: string | null = null, extra: Partial<DimensionNode> = {}): DimensionNode => ({
  id,
  level,
  parent_id,
  archived: false,
  internal: false,
  ...extra,
});
const slots = (project_id: string | null, subproject_id: string | null = null, working_code_id: string | null = null) => ({
  project_id,
  subproject_id,
  working_code_id,
});

/**
 * audit (with subprojects year-end [codes: review] and interim [no codes]); sales (internal, no subprojects);
 * old-project (archived); and the free working code "admin" when `free` is set.
 */
function tree({ free = false } = {}) {
  return dimensionTree([
    node('audit', 1),
    node('year-end', 2, 'audit'),
    node('interim', 2, 'audit'),
    node('closed-phase', 2, 'audit', { archived: true }),
    node('review', 3, 'year-end'),
    node('retired-code', 3, 'interim', { archived: true }),
    node('sales', 1, null, { internal: true }),
    node('old-project', 1, null, { archived: true }),
    ...(free ? [node('admin', 3)] : []),
  ]);
}

function refused(booking: ReturnType<typeof slots>, message: RegExp, t = tree()) {
  let error: unknown;
  try {
    validateBooking(t, booking);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(DimensionStructureInvalidError);
  expect((error as DimensionStructureInvalidError).code).toBe('dimension_structure_invalid');
  expect((error as Error).message).toMatch(message);
}

describe('validating a booking against the dimension tree', () => {
  it('accepts a complete path and says whether it is internal', () => {
    expect(validateBooking(tree(), slots('audit', 'year-end', 'review'))).toEqual({
      project_id: 'audit',
      subproject_id: 'year-end',
      working_code_id: 'review',
      internal: false,
    });
    expect(validateBooking(tree(), slots('audit', 'interim'))).toMatchObject({ working_code_id: null, internal: false });
    expect(validateBooking(tree(), slots('sales'))).toEqual({ project_id: 'sales', subproject_id: null, working_code_id: null, internal: true });
  });

  it('requires a project', () => {
    refused(slots(null), /^Check that the booking is complete: a project may be missing\.$/);
    refused(slots(null, 'year-end', 'review'), /a project may be missing/);
  });

  it('refuses ids that are unknown, archived or of the wrong level', () => {
    refused(slots('nope'), /project does not exist/);
    refused(slots('old-project'), /project does not exist or is archived/);
    refused(slots('year-end'), /project does not exist/);
    refused(slots('audit', 'closed-phase'), /subproject does not exist or is archived/);
    refused(slots('audit', 'review'), /subproject does not exist/);
    refused(slots('audit', 'interim', 'retired-code'), /working code does not exist or is archived/);
    refused(slots('audit', 'interim', 'year-end'), /working code does not exist/);
  });

  it('refuses a subproject of another project', () => {
    const t = dimensionTree([node('a', 1), node('b', 1), node('b-1', 2, 'b')]);
    refused(slots('a', 'b-1'), /subproject does not belong to the project/, t);
  });

  it('requires a subproject when the project has active ones', () => {
    refused(slots('audit'), /a subproject may be missing/);
    const onlyArchived = dimensionTree([node('a', 1), node('a-1', 2, 'a', { archived: true })]);
    expect(validateBooking(onlyArchived, slots('a'))).toMatchObject({ subproject_id: null });
  });

  it('refuses a working code under another subproject, and takes a free one anywhere', () => {
    refused(slots('audit', 'interim', 'review'), /working code does not belong to the subproject/);
    const t = tree({ free: true });
    expect(validateBooking(t, slots('sales', null, 'admin'))).toMatchObject({ working_code_id: 'admin', internal: true });
    expect(validateBooking(t, slots('audit', 'year-end', 'admin'))).toMatchObject({ working_code_id: 'admin' });
    refused(slots('sales', null, 'review'), /working code does not belong to the subproject/, t);
  });

  it('requires a working code when the chosen path offers an active one', () => {
    refused(slots('audit', 'year-end'), /a working code may be missing/);
    refused(slots('sales'), /a working code may be missing/, tree({ free: true }));
  });

  it('reads the same tree from the folded dimension stream', () => {
    const events = [initialised, created('p', 1, 'Audit', { internal: true }), created('s', 2, 'Phase', { parent_id: 'p' }), created('w', 3, 'Code', { parent_id: 's' }), archived('w')];
    const structure = foldStream(dimensionDecider, events);
    const t = treeOfStructure(structure);
    expect(validateBooking(t, slots('p', 's'))).toEqual({ project_id: 'p', subproject_id: 's', working_code_id: null, internal: true });
    refused(slots('p'), /subproject may be missing/, t);
  });
});
