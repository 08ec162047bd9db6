export { validateBooking, dimensionTree, treeOfStructure, type Booking, type BookingSlots, type DimensionNode, type DimensionTree } from './booking.js';
export { DIMENSIONS_STREAM_PREFIX, dimensionDecider, dimensionStream, type DimensionCommand, type LevelChange } from './commands.js';
export {
  DimensionAlreadyExistsError,
  DimensionHasChildrenError,
  DimensionNotFoundError,
  DimensionStructureInvalidError,
  DuplicateDimensionCodeError,
  InvalidDimensionParentError,
} from './errors.js';
export {
  DEFAULT_LEVEL_NAMES,
  DIMENSION_LEVELS,
  dimensionEventTypes,
  formatDimensionName,
  type CodeDisplay,
  type Dimension,
  type DimensionEvent,
  type DimensionFields,
  type DimensionLevel,
  type DimensionLevelNumber,
  type DimensionStructure,
  type DimensionTemplate,
  type TemplateFields,
} from './events.js';
