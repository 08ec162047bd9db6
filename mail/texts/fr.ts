import type { MailTexts } from './nl.js';

export const fr: MailTexts = {
  password_reset: {
    subject: 'Réinitialiser votre mot de passe Tally',
    body: ({ name, link, minutes }) =>
      `Bonjour ${name},\n\n` +
      `Quelqu’un (vous, espérons-le) a demandé à réinitialiser votre mot de passe Tally. Vous pouvez le faire par ce lien :\n\n${link}\n\n` +
      `Le lien est valable ${minutes} minutes, une seule fois. Vous n’avez rien demandé ? Ignorez ce mail : votre mot de passe reste inchangé.\n`,
  },
};
