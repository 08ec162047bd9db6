import type { MailTexts } from '../compose.js';
import { capitalised, dayOf } from './dates.js';

/** The mails in French. */
export const fr: MailTexts = {
  invite: ({ name, inviter, firm, days }) => ({
    subject: `${inviter} vous invite à rejoindre ${firm} sur Tally`,
    greeting: `Bonjour ${name},`,
    paragraphs: [
      `${inviter} vous a invité à enregistrer votre temps chez ${firm} sur Tally.`,
      `Choisissez un mot de passe avec le lien ci-dessous pour activer votre compte. Le lien est valable ${days} jours et ne fonctionne qu'une fois.`,
    ],
    action: "Accepter l'invitation",
    closing: 'Vous n’attendiez pas cette invitation ? Vous pouvez ignorer cet e-mail.',
  }),
  verify_email: ({ name, days }) => ({
    subject: 'Confirmez votre adresse e-mail pour Tally',
    greeting: `Bonjour ${name},`,
    paragraphs: [`Confirmez avec le lien ci-dessous que cette adresse e-mail est la vôtre. Le lien est valable ${days} jours et ne fonctionne qu'une fois.`],
    action: "Confirmer l'adresse e-mail",
    closing: 'Vous ne l’avez pas demandé ? Vous pouvez ignorer cet e-mail.',
  }),
  password_reset: ({ name, hours }) => ({
    subject: 'Un nouveau mot de passe pour Tally',
    greeting: `Bonjour ${name},`,
    paragraphs: [`Choisissez un nouveau mot de passe avec le lien ci-dessous. Le lien est valable ${hours} heures et ne fonctionne qu'une fois.`],
    action: 'Choisir un nouveau mot de passe',
    closing: 'Vous ne l’avez pas demandé ? Votre mot de passe reste inchangé.',
  }),
  booking_reminder: ({ name, date, unpublished }) => ({
    subject: `Réservez et publiez ${dayOf(date, 'fr')}`,
    greeting: `Bonjour ${name},`,
    paragraphs: [`${capitalised(dayOf(date, 'fr'))} a encore ${unpublished} de temps non publié. Réservez-le et publiez la journée tant que vous vous en souvenez.`],
    action: 'Ouvrir la journée',
    closing: 'Vous recevez ce rappel vos jours de travail ; vos paramètres de rappel indiquent quand, et si c’est par e-mail.',
  }),
};
