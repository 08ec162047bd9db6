/**
 * What an API token may do: send detections (the ActivityWatch surface at /api/0) and read its person's own
 * data (the /v1 reads that say so). A file of its own, with no imports, so that the web portal takes the list too.
 */
export const TOKEN_ABILITIES = ['detections:write', 'read'] as const;
export type Ability = (typeof TOKEN_ABILITIES)[number];
