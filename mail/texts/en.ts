import type { MailTexts } from './nl.js';

export const en: MailTexts = {
  password_reset: {
    subject: 'Reset your Tally password',
    body: ({ name, link, minutes }) =>
      `Hello ${name},\n\n` +
      `Someone (hopefully you) asked to reset your Tally password. You can do so through this link:\n\n${link}\n\n` +
      `The link works for ${minutes} minutes, and once. Did you not ask? Then ignore this mail: your password stays as it is.\n`,
  },
};
