import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/settings.js';
import { signIn, startTestPortal, type TestPortal } from '../support/portal.js';

const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

describe('npm run create-organisation', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal();
  });
  afterAll(async () => test.close());

  const create = (args: string[], env: Record<string, string> = {}) =>
    run(tsx, ['cli/create-organisation.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: test.db.url, ...env } });

  it('creates an organisation whose administrator can sign in', async () => {
    const { stdout } = await create(
      ['--name', 'Jansen Advocaten', '--email', 'beheer@jansen.example', '--first-name', 'Joke', '--last-name', 'Jansen'],
      { ADMIN_PASSWORD: 'a-long-secret' },
    );
    expect(stdout).toMatch(/Created organisation Jansen Advocaten .* with administrator beheer@jansen.example/);
    const admin = await signIn(test.app, 'beheer@jansen.example', 'a-long-secret');
    expect((await admin.get('/v1/users/self')).json().data).toMatchObject({ role: 'admin', client: { name: 'Jansen Advocaten' } });
  });

  it('explains itself when arguments are missing, and refuses a short password', async () => {
    await expect(create(['--name', 'X'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--first-name') });
    await expect(
      create(['--name', 'X', '--email', 'x@x.example', '--first-name', 'A', '--last-name', 'B', '--password', 'short']),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('at least 8 characters') });
  });

  it('says why it refuses in the language of the terminal: German', async () => {
    const args = ['--name', 'X', '--email', 'x@x.example', '--first-name', 'A', '--last-name', 'B', '--password', 'short'];
    await expect(create(args, { LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' })).rejects.toMatchObject({ code: 1, stderr: 'Das Passwort muss mindestens 8 Zeichen lang sein\n' });
  });
});
