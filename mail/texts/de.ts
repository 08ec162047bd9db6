import type { MailTexts } from '../compose.js';
import { dayOf } from './dates.js';

/** The mails in German. */
export const de: MailTexts = {
  invite: ({ name, inviter, firm, days }) => ({
    subject: `${inviter} lädt Sie zu ${firm} in Tally ein`,
    greeting: `Hallo ${name},`,
    paragraphs: [
      `${inviter} hat Sie eingeladen, Ihre Zeit bei ${firm} in Tally zu erfassen.`,
      `Wählen Sie über den Link unten ein Passwort, um Ihr Konto zu aktivieren. Der Link ist ${days} Tage gültig und funktioniert einmal.`,
    ],
    action: 'Einladung annehmen',
    closing: 'Haben Sie diese Einladung nicht erwartet? Dann können Sie diese E-Mail ignorieren.',
  }),
  verify_email: ({ name, days }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Tally',
    greeting: `Hallo ${name},`,
    paragraphs: [`Bestätigen Sie über den Link unten, dass diese E-Mail-Adresse Ihnen gehört. Der Link ist ${days} Tage gültig und funktioniert einmal.`],
    action: 'E-Mail-Adresse bestätigen',
    closing: 'Haben Sie das nicht angefordert? Dann können Sie diese E-Mail ignorieren.',
  }),
  password_reset: ({ name, hours }) => ({
    subject: 'Ein neues Passwort für Tally',
    greeting: `Hallo ${name},`,
    paragraphs: [`Wählen Sie über den Link unten ein neues Passwort. Der Link ist ${hours} Stunden gültig und funktioniert einmal.`],
    action: 'Neues Passwort wählen',
    closing: 'Haben Sie das nicht angefordert? Dann bleibt Ihr Passwort, wie es ist.',
  }),
  booking_reminder: ({ name, date, unpublished }) => ({
    subject: `Buchen und veröffentlichen Sie ${dayOf(date, 'de')}`,
    greeting: `Hallo ${name},`,
    paragraphs: [`${dayOf(date, 'de')} hat noch ${unpublished} Zeit, die nicht veröffentlicht ist. Buchen Sie sie und veröffentlichen Sie den Tag, solange Sie ihn noch wissen.`],
    action: 'Tag öffnen',
    closing: 'Sie erhalten diese Erinnerung an Ihren Arbeitstagen; in Ihren Einstellungen für Erinnerungen wählen Sie, wann und ob per E-Mail.',
  }),
};
