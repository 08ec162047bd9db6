import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { dimensionDecider, type DimensionEvent } from './index.js';
import { archived, at, created, fields, initialised, LEVEL_IDS, templateCreated, templateFields } from './testing.js';

const spec = deciderSpec(dimensionDecider);
const unset = (id: string): DimensionEvent => ({ type: 'DimensionDefaultUnset', data: { dimension_id: id, at } });
const templateUnset = (id: string): DimensionEvent => ({ type: 'DimensionTemplateDefaultUnset', data: { template_id: id, at } });

/** Two projects, each with a default subproject. */
const subprojectDefaults = [
  initialised,
  created('p', 1, 'Audit'),
  created('q', 1, 'Tax'),
  created('s', 2, 'Interim', { parent_id: 'p', is_default: true }),
  created('t', 2, 'Returns', { parent_id: 'q', is_default: true }),
];

describe('the default dimension', () => {
  it('is one per level: a new default project unsets the previous one, other levels keep theirs', () => {
    spec
      .given([initialised, created('a', 1, 'Audit', { is_default: true }), created('s', 2, 'Phase', { parent_id: 'a', is_default: true })])
      .when({ type: 'CreateDimension', dimensionId: 'b', level: 1, fields: fields('Tax', { is_default: true }), at })
      .then([created('b', 1, 'Tax', { is_default: true }), unset('a')]);
  });

  it('moves when an existing dimension is marked default, archived previous defaults included', () => {
    const given = [initialised, created('a', 1, 'Audit', { is_default: true }), archived('a'), created('b', 1, 'Tax')];
    spec
      .given(given)
      .when({ type: 'UpdateDimension', dimensionId: 'b', level: 1, fields: fields('Tax', { is_default: true }), at })
      .then([{ type: 'DimensionUpdated', data: { dimension_id: 'b', ...fields('Tax', { is_default: true }), at } }, unset('a')]);
  });

  it('is one per parent where the level nests: subprojects of another project keep their default', () => {
    spec
      .given(subprojectDefaults)
      .when({ type: 'CreateDimension', dimensionId: 'u', level: 2, fields: fields('Year end', { parent_id: 'p', is_default: true }), at })
      .then([created('u', 2, 'Year end', { parent_id: 'p', is_default: true }), unset('s')]);
  });

  it('follows a default dimension that moves to another parent', () => {
    spec
      .given(subprojectDefaults)
      .when({ type: 'UpdateDimension', dimensionId: 's', level: 2, fields: fields('Interim', { parent_id: 'q', is_default: true }), at })
      .then([{ type: 'DimensionUpdated', data: { dimension_id: 's', ...fields('Interim', { parent_id: 'q', is_default: true }), at } }, unset('t')]);
  });

  it('records nothing more when the dimension is not a default', () => {
    spec
      .given([initialised, created('a', 1, 'Audit', { is_default: true })])
      .when({ type: 'CreateDimension', dimensionId: 'b', level: 1, fields: fields('Tax'), at })
      .then([created('b', 1, 'Tax')]);
  });
});

describe('the default template', () => {
  it('is one per level, and a default on another level leaves it alone', () => {
    const given = [
      initialised,
      templateCreated('t', 3, 'Meeting'),
      { type: 'DimensionTemplateUpdated', data: { template_id: 't', ...templateFields('Meeting', { is_default: true }), at } } as DimensionEvent,
      templateCreated('u', 3, 'Admin'),
      templateCreated('v', 2, 'Phase'),
    ];
    spec
      .given(given)
      .when({ type: 'UpdateDimensionTemplate', templateId: 'u', level: 3, fields: templateFields('Admin', { is_default: true }), at })
      .then([{ type: 'DimensionTemplateUpdated', data: { template_id: 'u', ...templateFields('Admin', { is_default: true }), at } }, templateUnset('t')]);
    spec
      .given(given)
      .when({ type: 'CreateDimensionTemplate', templateId: 'w', level: 2, fields: templateFields('Standard', { is_default: true }), at })
      .then([
        { type: 'DimensionTemplateCreated', data: { template_id: 'w', dimension_level_id: LEVEL_IDS[2], level: 2, ...templateFields('Standard', { is_default: true }), at } },
      ]);
  });
});
