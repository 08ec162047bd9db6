import type { MailTexts } from './nl.js';

export const de: MailTexts = {
  password_reset: {
    subject: 'Ihr Tally-Passwort zurücksetzen',
    body: ({ name, link, minutes }) =>
      `Hallo ${name},\n\n` +
      `Jemand (hoffentlich Sie) hat darum gebeten, Ihr Tally-Passwort zurückzusetzen. Das geht über diesen Link:\n\n${link}\n\n` +
      `Der Link gilt ${minutes} Minuten und nur einmal. Haben Sie nichts angefordert? Dann ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist.\n`,
  },
};
