/**
 * A portal process that serves no HTTP and runs the background jobs (and the read models), on the database and file
 * folder it is given (argv): what the contact import fault test kills mid-way and starts again. Its connections
 * carry the application name it is given, so that the test can see them gone.
 */
import { folderFileStore } from '../../files/store.js';
import { openPortal } from '../../portal/portal.js';

const [databaseUrl, folder, name] = process.argv.slice(2);
if (!databaseUrl || !folder || !name) throw new Error('Usage: portal-worker.ts <database url> <files folder> <application name>');
const url = new URL(databaseUrl);
url.searchParams.set('application_name', name);
await openPortal({ databaseUrl: url.toString(), logger: false, poolSize: 10, files: folderFileStore(folder), jobs: { concurrency: 1, pollIntervalMs: 50 } });
process.stdout.write('ready\n');
