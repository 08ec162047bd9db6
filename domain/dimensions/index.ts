export { validateBooking, dimensionTree, treeOfStructure, type DimensionNode, type DimensionTree } from './booking.js';
export { bookingByTagging, booksByTagging, contactDefaultPath, shortestBookedByTagging, type PathNode } from './contact-path.js';
export { DIMENSIONS_STREAM_PREFIX, dimensionDecider, dimensionStream, type DimensionCommand, type LevelChange, type ProjectContact } from './commands.js';
export {
  DimensionAlreadyExistsError,
  DimensionHasChildrenError,
  DimensionStructureInvalidError,
  DuplicateDimensionCodeError,
  InvalidDimensionParentError,
} from './errors.js';
export {
  dimensionEventTypes,
  formatDimensionName,
  type CodeDisplay,
  type DimensionEvent,
  type DimensionLevelNumber,
  type DimensionStructure,
} from './events.js';
