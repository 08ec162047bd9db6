import { parseArgs } from 'node:util';
import pg from 'pg';
import { readSettings } from '../config/settings.js';
import { openDatabase } from '../db/database.js';
import { isLanguage, type Language } from '../i18n/index.js';
import { IdentityError, createOrganisation } from '../identity/organisations.js';

const usage = `Creates an organisation with its first administrator.

  npm run create-organisation -- --name "Firm name" --email admin@firm.example \\
      --first-name Ada --last-name Lovelace [--password secret]

Without --password the password is read from ADMIN_PASSWORD.`;

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    language: { type: 'string', default: 'nl' },
    help: { type: 'boolean', short: 'h' },
  },
});

/** The language of whoever runs the command: their terminal's (LC_ALL, LC_MESSAGES, LANG) when the portal speaks it, else English, as the command's other words. */
function terminalLanguage(): Language {
  const locale = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  const language = locale.slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : 'en';
}

const password = values.password ?? process.env.ADMIN_PASSWORD;
if (values.help || !values.name || !values.email || !password || !values['first-name'] || !values['last-name']) {
  process.stderr.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

const settings = readSettings();
const database = await openDatabase(settings, (message) => process.stderr.write(`${message}\n`));
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  const { clientId, userId } = await createOrganisation(
    pool,
    { name: values.name, email: values.email },
    { email: values.email, password, name_first: values['first-name'], name_last: values['last-name'], language: values.language },
  );
  process.stdout.write(`Created organisation ${values.name} (${clientId}) with administrator ${values.email} (${userId}).\n`);
} catch (error) {
  if (!(error instanceof IdentityError)) throw error;
  process.stderr.write(`${error.said.in(terminalLanguage())}\n`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await database.stop();
}
