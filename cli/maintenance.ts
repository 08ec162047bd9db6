import pg from 'pg';
import { readSettings } from '../config/settings.js';
import { openDatabase } from '../db/database.js';

/** `npm run maintenance -- on|off`: every API call answers 503 while on (the UI shows its maintenance screen). */
const mode = process.argv[2];
if (mode !== 'on' && mode !== 'off') {
  process.stderr.write('Usage: npm run maintenance -- on|off\n');
  process.exit(2);
}
const database = await openDatabase(readSettings(), (message) => process.stderr.write(`${message}\n`));
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
await pool.query('UPDATE system_state SET maintenance = $1', [mode === 'on']);
await pool.end();
await database.stop();
process.stdout.write(`Maintenance mode is ${mode}.\n`);
