/** Tags: references (an email address, a site, a folder, …) that recognise activity as a contact's, internal or ignored. */
export { SYSTEM_ACTOR, tagDecider, type Actor, type TagCommand, type TagDraft } from './commands.js';
export * from './errors.js';
export { tagEventTypes, type Tag, type TagEvent } from './events.js';
export { referencesOf, referencesOfAddresses, type ActivitySubject } from './extract.js';
export { decidingTag, type MatchableTag } from './match.js';
export { DEFAULT_PHONE_COUNTRY, normaliseReference, referenceKey, type Reference } from './references.js';
export { TAG_STREAM_PREFIX, tagIdFor, tagIdOf, tagStream } from './tag-id.js';
export { tagTargetOf, type TagTarget, type TargetFields } from './target.js';
export * from './vocabulary.js';
export { reachOfTagChange, retagCommands, type RetagCandidate, type TagReach } from './retagging.js';
export { taggableReferences } from './taggable.js';
