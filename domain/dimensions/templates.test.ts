import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import { DimensionAlreadyExistsError, dimensionDecider } from './index.js';
import { at, initialised, templateCreated, templateFields } from './testing.js';

const spec = deciderSpec(dimensionDecider);

describe('dimension templates', () => {
  it('are created on a level, and may share name and code with others', () => {
    spec
      .given([initialised, templateCreated('t', 3, 'Meeting')])
      .when({ type: 'CreateDimensionTemplate', templateId: 'u', level: 3, fields: templateFields('Meeting'), at })
      .then([templateCreated('u', 3, 'Meeting')]);
    spec
      .given([initialised, templateCreated('t', 3, 'Meeting')])
      .when({ type: 'CreateDimensionTemplate', templateId: 't', level: 3, fields: templateFields('Other'), at })
      .thenThrows(DimensionAlreadyExistsError);
  });

  it('are updated, recording nothing when nothing changes', () => {
    const given = [initialised, templateCreated('t', 3, 'Meeting')];
    spec.given(given).when({ type: 'UpdateDimensionTemplate', templateId: 't', level: 3, fields: templateFields('Meeting'), at }).then([]);
    spec
      .given(given)
      .when({ type: 'UpdateDimensionTemplate', templateId: 't', level: 3, fields: templateFields('Meeting', { internal: true, code: 'M' }), at })
      .then([{ type: 'DimensionTemplateUpdated', data: { template_id: 't', ...templateFields('Meeting', { internal: true, code: 'M' }), at } }]);
  });

  it('are archived and restored once, and deleted for good', () => {
    const given = [initialised, templateCreated('t', 2, 'Phase')];
    const archived = { type: 'DimensionTemplateArchived' as const, data: { template_id: 't', at } };
    spec.given(given).when({ type: 'ArchiveDimensionTemplate', templateId: 't', level: 2, at }).then([archived]);
    spec.given([...given, archived]).when({ type: 'ArchiveDimensionTemplate', templateId: 't', level: 2, at }).then([]);
    spec
      .given([...given, archived])
      .when({ type: 'RestoreDimensionTemplate', templateId: 't', level: 2, at })
      .then([{ type: 'DimensionTemplateRestored', data: { template_id: 't', at } }]);
    spec.given(given).when({ type: 'RestoreDimensionTemplate', templateId: 't', level: 2, at }).then([]);
    spec
      .given(given)
      .when({ type: 'DeleteDimensionTemplate', templateId: 't', level: 2, at })
      .then([{ type: 'DimensionTemplateDeleted', data: { template_id: 't', at } }]);
  });

  it('are not found under another level, or once deleted', () => {
    const given = [initialised, templateCreated('t', 2, 'Phase')];
    spec.given(given).when({ type: 'ArchiveDimensionTemplate', templateId: 't', level: 3, at }).thenThrows(NotFoundError);
    spec
      .given([...given, { type: 'DimensionTemplateDeleted', data: { template_id: 't', at } }])
      .when({ type: 'UpdateDimensionTemplate', templateId: 't', level: 2, fields: templateFields('X'), at })
      .thenThrows(NotFoundError);
  });
});
