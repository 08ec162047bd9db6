/**
 * The sent mail behind the Graph and Gmail fakes (test code): per person (an OAuth subject) the mails they sent,
 * which both fakes answer in their vendor's shape.
 */
export interface FakeSentMail {
  id: string;
  /** ISO instant (UTC). */
  sentAt: string;
  subject: string;
  to: string[];
  cc: string[];
  bcc: string[];
  body: string;
}

export class MailData {
  private readonly people = new Map<string, FakeSentMail[]>();

  send(person: string, mail: FakeSentMail): void {
    this.people.set(person, [...(this.people.get(person) ?? []), mail]);
  }

  /** The person's sent mail, oldest first. */
  sent(person: string): FakeSentMail[] {
    return [...(this.people.get(person) ?? [])].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id));
  }
}

/**
 * `count` mails, one every 20 minutes from `firstAt` (default 2026-03-02 09:10 UTC) on, each to a client's contact
 * and cc a colleague; `from` numbers them on from an earlier seed.
 */
export function seedSentMail(data: MailData, person: string, count: number, from = 0, firstAt = Date.UTC(2026, 2, 2, 9, 10)): FakeSentMail[] {
  const mails = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: `mail-${n}`,
      sentAt: new Date(firstAt + n * 20 * 60_000).toISOString(),
      subject: `Offer ${n}`,
      to: [`Contact${n % 5}@Client.example`],
      cc: ['colleague@firm.example'],
      bcc: [],
      body: `Dear contact ${n}, please find our offer attached. ${'The details follow. '.repeat(20)}`,
    } satisfies FakeSentMail;
  });
  for (const mail of mails) data.send(person, mail);
  return mails;
}
