import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import {
  DimensionAlreadyExistsError,
  dimensionDecider,
  DimensionHasChildrenError,
  DuplicateDimensionCodeError,
  InvalidDimensionParentError,
  type DimensionEvent,
} from './index.js';
import { archived, at, created, deleted, fields, initialised, LEVEL_IDS } from './testing.js';

const spec = deciderSpec(dimensionDecider);

describe('dimension levels', () => {
  it('are set up once with the default names, code shown in front', () => {
    const command = { type: 'InitialiseDimensionLevels' as const, structureId: 'structure', levelIds: LEVEL_IDS, at };
    spec.given([]).when(command).then([initialised]);
    spec.given([initialised]).when({ ...command, structureId: 'other' }).then([]);
  });

  it('are renamed and change their code display, recording only the levels that change', () => {
    spec
      .given([initialised])
      .when({ type: 'ChangeDimensionLevels', changes: [{ level: 1, name: 'Klant' }, { level: 2, name: 'Subproject' }, { level: 3, code_display: 'suffix' }], at })
      .then([
        { type: 'DimensionLevelChanged', data: { dimension_level_id: LEVEL_IDS[1], level: 1, name: 'Klant', code_display: 'prefix', at } },
        { type: 'DimensionLevelChanged', data: { dimension_level_id: LEVEL_IDS[3], level: 3, name: 'Working code', code_display: 'suffix', at } },
      ]);
  });

  it('must exist before anything else is recorded', () => {
    spec.given([]).when({ type: 'CreateDimension', dimensionId: 'p', level: 1, fields: fields('Audit'), at }).thenThrows(NotFoundError);
  });
});

describe('the dimension tree', () => {
  it('creates a project without a parent', () => {
    spec
      .given([initialised])
      .when({ type: 'CreateDimension', dimensionId: 'p', level: 1, fields: fields('Audit', { code: 'P1', internal: true }), at })
      .then([created('p', 1, 'Audit', { code: 'P1', internal: true })]);
  });

  it('refuses a project with a parent', () => {
    spec
      .given([initialised, created('p', 1, 'Audit')])
      .when({ type: 'CreateDimension', dimensionId: 'q', level: 1, fields: fields('Tax', { parent_id: 'p' }), at })
      .thenThrows(InvalidDimensionParentError, /project has no parent/);
  });

  it('hangs a subproject under an active project and nowhere else', () => {
    const given = [initialised, created('p', 1, 'Audit'), created('s', 2, 'Year end', { parent_id: 'p' }), created('old', 1, 'Old'), archived('old')];
    spec
      .given(given)
      .when({ type: 'CreateDimension', dimensionId: 't', level: 2, fields: fields('Interim', { parent_id: 'p' }), at })
      .then([created('t', 2, 'Interim', { parent_id: 'p' })]);
    for (const parent_id of [null, 's', 'unknown', 'old']) {
      spec
        .given(given)
        .when({ type: 'CreateDimension', dimensionId: 't', level: 2, fields: fields('Interim', { parent_id }), at })
        .thenThrows(InvalidDimensionParentError, /subproject belongs under an active project/);
    }
  });

  it('hangs a working code under a subproject or under nothing, never under a project', () => {
    const given = [initialised, created('p', 1, 'Audit'), created('s', 2, 'Year end', { parent_id: 'p' })];
    for (const parent_id of [null, 's']) {
      spec
        .given(given)
        .when({ type: 'CreateDimension', dimensionId: 'w', level: 3, fields: fields('Meeting', { parent_id }), at })
        .then([created('w', 3, 'Meeting', { parent_id })]);
    }
    spec
      .given(given)
      .when({ type: 'CreateDimension', dimensionId: 'w', level: 3, fields: fields('Meeting', { parent_id: 'p' }), at })
      .thenThrows(InvalidDimensionParentError);
  });

  it('lets a dimension keep a parent that was archived, but not move to one', () => {
    const given = [initialised, created('p', 1, 'Audit'), created('q', 1, 'Tax'), created('s', 2, 'Year end', { parent_id: 'p' }), archived('p'), archived('q')];
    spec
      .given(given)
      .when({ type: 'UpdateDimension', dimensionId: 's', level: 2, fields: fields('Year-end', { parent_id: 'p' }), at })
      .then([{ type: 'DimensionUpdated', data: { dimension_id: 's', ...fields('Year-end', { parent_id: 'p' }), at } }]);
    spec
      .given(given)
      .when({ type: 'UpdateDimension', dimensionId: 's', level: 2, fields: fields('Year end', { parent_id: 'q' }), at })
      .thenThrows(InvalidDimensionParentError);
  });

  it('refuses a second create under an id that exists', () => {
    spec
      .given([initialised, created('p', 1, 'Audit')])
      .when({ type: 'CreateDimension', dimensionId: 'p', level: 1, fields: fields('Tax'), at })
      .thenThrows(DimensionAlreadyExistsError);
  });
});

describe('dimension codes', () => {
  it('are unique per level whatever their case, also against archived dimensions', () => {
    spec
      .given([initialised, created('p', 1, 'Audit', { code: 'a-1' }), archived('p')])
      .when({ type: 'CreateDimension', dimensionId: 'q', level: 1, fields: fields('Tax', { code: ' A-1 ' }), at })
      .thenThrows(DuplicateDimensionCodeError, /Another project already has the code/);
  });

  it('may repeat on another level, and are free again after a delete or a recode', () => {
    spec
      .given([initialised, created('p', 1, 'Audit', { code: 'A1' })])
      .when({ type: 'CreateDimension', dimensionId: 'w', level: 3, fields: fields('Meeting', { code: 'A1' }), at })
      .then([created('w', 3, 'Meeting', { code: 'A1' })]);
    const recoded: DimensionEvent = { type: 'DimensionUpdated', data: { dimension_id: 'p', ...fields('Audit', { code: 'A2' }), at } };
    for (const history of [[deleted('p')], [recoded]]) {
      spec
        .given([initialised, created('p', 1, 'Audit', { code: 'A1' }), ...history])
        .when({ type: 'CreateDimension', dimensionId: 'q', level: 1, fields: fields('Tax', { code: 'a1' }), at })
        .then([created('q', 1, 'Tax', { code: 'a1' })]);
    }
  });

  it('let a dimension keep its own code on update, and record nothing when nothing changes', () => {
    spec
      .given([initialised, created('p', 1, 'Audit', { code: 'A1' })])
      .when({ type: 'UpdateDimension', dimensionId: 'p', level: 1, fields: fields('Audit', { code: 'A1' }), at })
      .then([]);
    spec
      .given([initialised, created('p', 1, 'Audit', { code: 'A1' }), created('q', 1, 'Tax', { code: 'B1' })])
      .when({ type: 'UpdateDimension', dimensionId: 'q', level: 1, fields: fields('Tax', { code: 'a1' }), at })
      .thenThrows(DuplicateDimensionCodeError);
  });
});

describe('archiving, restoring and deleting dimensions', () => {
  it('archives and restores once; repeating either changes nothing', () => {
    const given = [initialised, created('p', 1, 'Audit')];
    spec.given(given).when({ type: 'ArchiveDimension', dimensionId: 'p', level: 1, at }).then([archived('p')]);
    spec.given([...given, archived('p')]).when({ type: 'ArchiveDimension', dimensionId: 'p', level: 1, at }).then([]);
    spec
      .given([...given, archived('p')])
      .when({ type: 'RestoreDimension', dimensionId: 'p', level: 1, at })
      .then([{ type: 'DimensionRestored', data: { dimension_id: 'p', at } }]);
    spec.given(given).when({ type: 'RestoreDimension', dimensionId: 'p', level: 1, at }).then([]);
  });

  it('deletes for good only a dimension without children', () => {
    const given = [initialised, created('p', 1, 'Audit'), created('s', 2, 'Year end', { parent_id: 'p' })];
    spec.given(given).when({ type: 'DeleteDimension', dimensionId: 'p', level: 1, at }).thenThrows(DimensionHasChildrenError);
    spec.given([...given, deleted('s')]).when({ type: 'DeleteDimension', dimensionId: 'p', level: 1, at }).then([deleted('p')]);
  });

  it('does not know dimensions that are unknown, deleted, or of another level', () => {
    const given = [initialised, created('p', 1, 'Audit'), created('gone', 1, 'Gone'), deleted('gone')];
    for (const [dimensionId, level] of [['x', 1], ['gone', 1], ['p', 2]] as const) {
      spec.given(given).when({ type: 'ArchiveDimension', dimensionId, level, at }).thenThrows(NotFoundError);
      spec.given(given).when({ type: 'UpdateDimension', dimensionId, level, fields: fields('X'), at }).thenThrows(NotFoundError);
      spec.given(given).when({ type: 'DeleteDimension', dimensionId, level, at }).thenThrows(NotFoundError);
    }
  });
});
