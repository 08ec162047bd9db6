export { CONTACTS_STREAM_PREFIX, contactDecider, contactStream, type ContactCommand } from './commands.js';
export { ContactAlreadyExistsError, DuplicateContactCodeError, DuplicateContactNameError } from './errors.js';
export { contactEventTypes, type ContactEvent, type ContactFields, type ContactType } from './events.js';
