// The portal's Content-Security-Policy allows no eval. The settings screens check fields with the API's own zod
// schemas, and zod probes `new Function` when it builds one (for faster parsing); the browser reports that probe as a
// violation even though zod then goes without. zod reads this setting from globalThis, so it is set here, by a plain
// script that runs before the portal's modules (and before any chunk builds a schema).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
