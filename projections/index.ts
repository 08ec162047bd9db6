import { activityNotesProjection } from './activity-notes/projection.js';
import { appointmentsProjection } from './appointments/projection.js';
import { contactsProjection } from './contacts/projection.js';
import { customFieldsProjection } from './custom-fields/projection.js';
import { dayFlowProjection } from './day-flow/projection.js';
import { descriptionsProjection } from './descriptions/projection.js';
import { dimensionsProjection } from './dimensions/projection.js';
import { preferencesProjection } from './preferences/projection.js';
import type { Projection } from './projection.js';
import { pushQueueProjection } from './push-queue/projection.js';
import { sourcesProjection } from './sources/projection.js';
import { syncErrorsProjection } from './sync-errors/projection.js';
import { tagConditionsProjection } from './tag-conditions/projection.js';
import { tagsProjection } from './tags/projection.js';

/** Every read model the portal keeps. */
export const projections: readonly Projection[] = [
  activityNotesProjection,
  appointmentsProjection,
  contactsProjection,
  customFieldsProjection,
  dayFlowProjection,
  descriptionsProjection,
  dimensionsProjection,
  preferencesProjection,
  pushQueueProjection,
  sourcesProjection,
  syncErrorsProjection,
  tagConditionsProjection,
  tagsProjection,
];
