import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMailer, sendMail } from './index.js';
import { mailsInFolder, startMailCatcher, type MailCatcher } from './testing.js';

const invite = (to: string, language: string) =>
  ({
    to,
    language,
    kind: 'invite',
    values: { name: 'Iris', inviter: 'Ada Admin', firm: 'Brink & <Co>', link: 'http://portal.test/account?invite=abc', days: 7 },
  }) as const;

describe('mail over SMTP', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => catcher.close());

  it('delivers an invitation through the SMTP server, with its link in the text and the HTML', async () => {
    await sendMail(catcher.mailer, invite('iris@example.test', 'en'));

    const mail = catcher.lastTo('iris@example.test');
    expect(mail.subject).toBe('Ada Admin invites you to Brink & <Co> on Tally');
    expect(mail.text).toContain('Hello Iris,');
    expect(mail.link).toBe('http://portal.test/account?invite=abc');
    expect(mail.html).toContain('<a href="http://portal.test/account?invite=abc">Accept the invitation</a>');
    // The firm's name is text in the HTML, never markup.
    expect(mail.html).toContain('Brink &amp; &lt;Co&gt;');
  });

  it.each([
    ['nl', 'Ada Admin nodigt je uit voor Brink & <Co> in Tally'],
    ['de', 'Ada Admin lädt Sie zu Brink & <Co> in Tally ein'],
    ['fr', 'Ada Admin vous invite à rejoindre Brink & <Co> sur Tally'],
    ['es', 'Ada Admin nodigt je uit voor Brink & <Co> in Tally'],
  ])('writes it in the recipient’s language (%s; Dutch for one mails are not written in)', async (language, subject) => {
    const to = `iris-${language}@example.test`;
    await sendMail(catcher.mailer, invite(to, language));
    expect(catcher.lastTo(to).subject).toBe(subject);
  });

  it('throws when the SMTP server cannot be reached, so that the caller knows the mail did not go', async () => {
    const closed = await startMailCatcher();
    await closed.close();
    await expect(sendMail(closed.mailer, invite('nobody@example.test', 'en'))).rejects.toThrow();
  });
});

describe('mail without SMTP_URL', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tally-mail-'));
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('writes each mail to the log and as an .eml file to the mail folder, for a self-hoster to pass on', async () => {
    const logged: Array<{ details: object; message: string }> = [];
    const mailer = localMailer({ from: 'Tally <tally@localhost>', folder: path.join(folder, 'mail'), logger: { info: (details, message) => logged.push({ details, message }) } });

    await sendMail(mailer, invite('iris@example.test', 'nl'));
    await sendMail(mailer, { to: 'iris@example.test', language: 'en', kind: 'verify_email', values: { name: 'Iris', link: 'http://portal.test/verify?t=1', days: 2 } });

    const mails = await mailsInFolder(path.join(folder, 'mail'));
    expect(mails.map((mail) => [mail.to, mail.subject, mail.link])).toEqual([
      [['iris@example.test'], 'Ada Admin nodigt je uit voor Brink & <Co> in Tally', 'http://portal.test/account?invite=abc'],
      [['iris@example.test'], 'Confirm your email address for Tally', 'http://portal.test/verify?t=1'],
    ]);
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged[0])).toContain('http://portal.test/account?invite=abc');
  });
});
