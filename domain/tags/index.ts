/** Tags: references (an email address, a site, a folder, …) that recognise activity as a contact's, internal or ignored. */
export { tagDecider, type Actor, type TagCommand, type TagDraft } from './commands.js';
export * from './errors.js';
export { TAG_NATURES, TAG_SCOPES, tagEventTypes, type Tag, type TagEvent, type TagNature, type TagScope } from './events.js';
export { referencesOf, type ActivitySubject } from './extract.js';
export { decidingTag, type MatchableTag } from './match.js';
export { DEFAULT_PHONE_COUNTRY, normaliseReference, REFERENCE_TYPES, referenceKey, type Reference, type ReferenceOptions, type ReferenceType } from './references.js';
export { TAG_STREAM_PREFIX, tagIdFor, tagIdOf, tagStream } from './tag-id.js';
export { TAG_STATUSES, tagTargetOf, type TagStatus, type TagTarget, type TargetFields } from './target.js';
