export { CONTACTS_STREAM_PREFIX, contactDecider, contactStream, type ContactCommand } from './commands.js';
export { NO_DETAILS, normaliseDetails, type ContactDetails, type ContactReference } from './details.js';
export { ContactAlreadyExistsError, DuplicateContactCodeError, DuplicateContactNameError, ReferenceOfAnotherContactError } from './errors.js';
export { contactEventTypes, type ContactEvent, type ContactFields, type ContactType } from './events.js';
export { checkDrafts, importedContactId, type ContactDraft, type DraftCheck } from './import.js';
export { generalTagOf, referenceTagCreation } from './reference-tag.js';
