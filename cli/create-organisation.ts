import { parseArgs } from 'node:util';
import pg from 'pg';
import { readSettings } from '../config/settings.js';
import { openDatabase } from '../db/database.js';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/index.js';
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
  // Said in the language the administrator is made with: whoever runs the command for them reads it.
  process.stderr.write(`${error.said.in(isLanguage(values.language) ? values.language : DEFAULT_LANGUAGE)}\n`);
  process.exitCode = 1;
} finally {
  await pool.end();
  await database.stop();
}
