import type { MailTexts } from '../compose.js';
import { capitalised, dayOf } from './dates.js';

/** The mails in Dutch, the default language. */
export const nl: MailTexts = {
  invite: ({ name, inviter, firm, days }) => ({
    subject: `${inviter} nodigt je uit voor ${firm} in Tally`,
    greeting: `Hallo ${name},`,
    paragraphs: [
      `${inviter} heeft je uitgenodigd om je tijd te registreren bij ${firm} in Tally.`,
      `Kies via de link hieronder een wachtwoord om je account te activeren. De link is ${days} dagen geldig en werkt één keer.`,
    ],
    action: 'Uitnodiging accepteren',
    closing: 'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
  }),
  verify_email: ({ name, days }) => ({
    subject: 'Bevestig je e-mailadres voor Tally',
    greeting: `Hallo ${name},`,
    paragraphs: [`Bevestig via de link hieronder dat dit e-mailadres van jou is. De link is ${days} dagen geldig en werkt één keer.`],
    action: 'E-mailadres bevestigen',
    closing: 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
  }),
  password_reset: ({ name, hours }) => ({
    subject: 'Een nieuw wachtwoord voor Tally',
    greeting: `Hallo ${name},`,
    paragraphs: [`Kies via de link hieronder een nieuw wachtwoord. De link is ${hours} uur geldig en werkt één keer.`],
    action: 'Nieuw wachtwoord kiezen',
    closing: 'Heb je dit niet aangevraagd? Dan blijft je wachtwoord zoals het is.',
  }),
  booking_reminder: ({ name, date, unpublished }) => ({
    subject: `Boek en publiceer ${dayOf(date, 'nl')}`,
    greeting: `Hallo ${name},`,
    paragraphs: [`${capitalised(dayOf(date, 'nl'))} heeft nog ${unpublished} aan tijd die niet gepubliceerd is. Boek die en publiceer de dag nu je hem nog weet.`],
    action: 'Dag openen',
    closing: 'Je krijgt deze herinnering op je werkdagen; in je instellingen voor herinneringen kies je wanneer, en of dat per e-mail gaat.',
  }),
};
