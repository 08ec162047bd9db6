import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../identity/audit.js';
import { LANGUAGES, loadMessages } from '../i18n/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** Where the server's code writes to the audit log. */
const SERVER_FOLDERS = ['api', 'identity', 'jobs', 'cli', 'portal', 'mail'];
/** An action named where an entry is made: `action: 'x'`, or the string handed to an audit helper (auditPerson(app, request, 'x'), tokenAudit(request, 'x')). */
const ACTION_LITERAL = /(?:\baction: |\b\w*[aA]udit\w*\([^'\n)]*)'([a-z]+(?:_[a-z]+)*)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(ROOT, folder, file));
}

/** Every action name the server's code records, with the file that records it. */
function actionsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SERVER_FOLDERS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!/audit/i.test(text)) continue;
    for (const [, action] of text.matchAll(ACTION_LITERAL)) found.set(action!, relative(ROOT, file));
  }
  return found;
}

describe('the audit log’s actions', () => {
  const used = actionsInCode();

  it('are found where the code records them (sign-ins, passwords, two-factor, tokens, people)', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['sign_in', 'sign_in_failed', 'password_changed', 'two_factor_enabled', 'token_created', 'role_changed', 'user_deactivated']));
  });

  it('are each one of the closed list the log is filtered on', () => {
    const unlisted = [...used].filter(([action]) => !(AUDIT_ACTIONS as readonly string[]).includes(action));
    expect(unlisted).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => language.locale))('each read as text in %s, those the code records and any other the list names', async (locale) => {
    const messages = (await loadMessages(locale)) as { tally: { audit: { actions: Record<string, unknown> } } };
    const texts = messages.tally.audit.actions;
    const missing = [...new Set([...AUDIT_ACTIONS, ...used.keys()])].filter((action) => typeof texts[action] !== 'string' || texts[action] === '' || texts[action] === action);
    expect(missing).toEqual([]);
  });
});
