/** The oldest Node major the portal runs on: 22 and 24 are the supported LTS lines (Node 20 ended in April 2026). */
const MINIMUM_NODE_MAJOR = 22;

/**
 * Stops with an explanation when the portal is started on an unsupported Node. `npm ci` installs Node 24 from the
 * npm registry into node_modules/.bin (the node-<platform> packages), and npm scripts run with that folder first on
 * PATH, so this only happens on a platform without such a package, or when a script is run without npm.
 */
export function assertSupportedNode(version = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return;
  throw new Error(
    `Tally needs Node ${MINIMUM_NODE_MAJOR} or later; this is Node ${version}. Run it through npm (npm start, npm test), ` +
      `which uses the Node 24 that npm ci installed into node_modules/.bin, or install Node 24 LTS.`,
  );
}
