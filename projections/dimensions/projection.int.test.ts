import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionStream, validateBooking } from '../../domain/dimensions/index.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { readAllThrough } from '../../tests/support/visibility.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { rebuildProjection } from '../rebuild.js';
import { dimensionsProjection } from './projection.js';
import { findChildren, findDimensionLevels, loadDimensionTree } from './queries.js';

const t = (day: number) => `2026-01-0${day}T08:00:00.000Z`;

describe('dimensions projection', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => db.drop());

  const apply = (events: Awaited<ReturnType<PostgresEventStore['readAll']>>) => inTransaction(db.pool, (tx) => applyWanted(dimensionsProjection, events, tx));
  const dump = async () => ({
    levels: (await db.pool.query('SELECT * FROM dimension_levels ORDER BY client_id, level')).rows,
    dimensions: (await db.pool.query('SELECT * FROM dimensions ORDER BY client_id, name')).rows,
    templates: (await db.pool.query('SELECT * FROM dimension_templates ORDER BY client_id, name')).rows,
  });

  it('projects levels, dimensions and templates, and changes nothing when events are applied again', async () => {
    const clientId = crypto.randomUUID();
    const [l1, l2, l3, project, sub, code, template, gone] = Array.from({ length: 8 }, (): string => crypto.randomUUID()) as [string, string, string, string, string, string, string, string];
    const levels = [
      { id: l1, level: 1, name: 'Project', code_display: 'prefix' },
      { id: l2, level: 2, name: 'Subproject', code_display: 'prefix' },
      { id: l3, level: 3, name: 'Working code', code_display: 'prefix' },
    ];
    const base = { code: null, internal: false, is_default: false, contact_id: null };
    const appended = await store.append(
      dimensionStream(clientId),
      [
        { type: 'DimensionLevelsInitialised', data: { structure_id: clientId, levels, at: t(1) } },
        { type: 'DimensionLevelChanged', data: { dimension_level_id: l1, level: 1, name: 'Klant', code_display: 'suffix', at: t(2) } },
        { type: 'DimensionCreated', data: { dimension_id: project, dimension_level_id: l1, level: 1, name: 'Audit', ...base, code: 'A1', internal: true, parent_id: null, at: t(2) } },
        { type: 'DimensionCreated', data: { dimension_id: sub, dimension_level_id: l2, level: 2, name: 'Year end', ...base, parent_id: project, at: t(2) } },
        { type: 'DimensionCreated', data: { dimension_id: code, dimension_level_id: l3, level: 3, name: 'Review', ...base, parent_id: sub, at: t(2) } },
        { type: 'DimensionCreated', data: { dimension_id: gone, dimension_level_id: l3, level: 3, name: 'Gone', ...base, parent_id: null, at: t(2) } },
        { type: 'DimensionUpdated', data: { dimension_id: sub, name: 'Year-end', ...base, code: 'YE', parent_id: project, at: t(3) } },
        { type: 'DimensionArchived', data: { dimension_id: code, at: t(4) } },
        { type: 'DimensionDeleted', data: { dimension_id: gone, at: t(4) } },
        { type: 'DimensionTemplateCreated', data: { template_id: template, dimension_level_id: l3, level: 3, name: 'Meeting', code: 'M', internal: false, is_default: true, at: t(3) } },
        { type: 'DimensionTemplateArchived', data: { template_id: template, at: t(5) } },
      ],
      'no_stream',
    );
    const events = await readAllThrough(store, appended.position);
    expect(events).toHaveLength(11);
    // One event per batch for half of them: rows written by one batch are read back by the next.
    for (const event of events.slice(0, 5)) await apply([event]);
    await apply(events.slice(5));
    const projected = await dump();

    expect(projected.levels.map((row) => [row.level, row.name, row.code_display])).toEqual([[1, 'Klant', 'suffix'], [2, 'Subproject', 'prefix'], [3, 'Working code', 'prefix']]);
    expect(projected.levels[0]).toMatchObject({ client_id: clientId, structure_id: clientId, created_at: new Date(t(1)), updated_at: new Date(t(2)) });
    expect(projected.dimensions).toEqual([
      expect.objectContaining({ id: project, name: 'Audit', code: 'A1', level: 1, internal: true, parent_id: null, deleted_at: null }),
      expect.objectContaining({ id: code, name: 'Review', parent_id: sub, deleted_at: new Date(t(4)), updated_at: new Date(t(4)) }),
      expect.objectContaining({ id: sub, name: 'Year-end', code: 'YE', dimension_level_id: l2, created_at: new Date(t(2)), updated_at: new Date(t(3)) }),
    ]);
    expect(projected.templates).toEqual([
      expect.objectContaining({ id: template, name: 'Meeting', code: 'M', is_default: true, level: 3, deleted_at: new Date(t(5)) }),
    ]);

    await apply(events);
    await apply(events.slice(0, 3));
    expect(await dump()).toEqual(projected);

    expect((await findDimensionLevels(db.pool, clientId)).map((level) => level.id)).toEqual([l1, l2, l3]);
    expect(await findChildren(db.pool, clientId, [project, sub, code])).toEqual(new Map([[project, [sub]], [sub, [code]], [code, []]]));
    const tree = await loadDimensionTree(db.pool, clientId);
    expect(validateBooking(tree, { project_id: project, subproject_id: sub, working_code_id: null })).toEqual({
      project_id: project,
      subproject_id: sub,
      working_code_id: null,
      internal: true,
    });
    expect(() => validateBooking(tree, { project_id: project, subproject_id: sub, working_code_id: code })).toThrow(/archived/);
    expect((await loadDimensionTree(db.pool, crypto.randomUUID())).nodes.size).toBe(0);
  });

  it('rebuilds into fresh tables row for row (after the test above)', async () => {
    const live = await dump();
    expect(live.dimensions.length).toBeGreaterThan(0);
    await rebuildProjection(db.pool, store, dimensionsProjection, { batchSize: 2 });
    expect(await dump()).toEqual(live);
  });
});
