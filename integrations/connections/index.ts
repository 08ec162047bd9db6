/** Connections to external systems (credentials encrypted at rest) and the id mappings pushes need. */
export { CredentialsCipher } from './crypto.js';
export { resolveCredentialsKey } from './key.js';
export * from './store.js';
export * from './connect-flow.js';
export * from './connect-store.js';
export * from './kinds.js';
export * from './settings.js';
export * from './sync.js';
