import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpMailer, type Mailer } from './index.js';

/** A mail as the test reads it: to whom, its subject and its plain text. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** A mailer that sends to this server over SMTP, as the portal's would to a real one. */
  mailer: Mailer;
  /** Every mail received so far. */
  received: ReceivedMail[];
  /** The next mail to this address, once it has arrived (at once when one arrived and was not asked for yet). */
  nextMailTo(address: string): Promise<ReceivedMail>;
  /** Keeps mails from being accepted (the sender waits for the server) until the answered function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) in the test process on a free port of 127.0.0.1, parsing what it is sent with
 * mailparser: what a test reads went through nodemailer, SMTP and MIME as a production mail would.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ReceivedMail[] = [];
  const asked = new Set<ReceivedMail>();
  const waiting: Array<{ address: string; deliver: (mail: ReceivedMail) => void }> = [];
  let held: Promise<void> = Promise.resolve();

  const accept = (parsed: ParsedMail) => {
    const mail = { to: addressesOf(parsed).join(', '), subject: parsed.subject ?? '', text: parsed.text ?? '' };
    received.push(mail);
    const waiter = waiting.find((candidate) => mail.to.includes(candidate.address));
    if (!waiter) return;
    waiting.splice(waiting.indexOf(waiter), 1);
    asked.add(mail);
    waiter.deliver(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await held;
          accept(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    mailer: smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Tally <tally@test.tally.example>'),
    received,
    nextMailTo(address) {
      const arrived = received.find((mail) => !asked.has(mail) && mail.to.includes(address));
      if (arrived) {
        asked.add(arrived);
        return Promise.resolve(arrived);
      }
      return new Promise((deliver) => waiting.push({ address, deliver }));
    },
    hold() {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => (release = resolve));
      return () => release();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : [mail.to].flat();
  return to.flatMap((object) => object.value.map((address) => address.address ?? ''));
}
