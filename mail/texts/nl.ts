/**
 * The mails in Dutch, the default language and the reference: en, de and fr have the same kinds (MailTexts). A
 * mail's values are filled in by its body function.
 */
export const nl = {
  password_reset: {
    subject: 'Je wachtwoord voor Tally opnieuw instellen',
    body: ({ name, link, minutes }: { name: string; link: string; minutes: number }) =>
      `Hallo ${name},\n\n` +
      `Iemand (hopelijk jij) vroeg om je wachtwoord voor Tally opnieuw in te stellen. Dat doe je via deze link:\n\n${link}\n\n` +
      `De link werkt ${minutes} minuten en één keer. Vroeg je niets? Dan kun je deze mail negeren: je wachtwoord blijft zoals het is.\n`,
  },
};

export type MailTexts = typeof nl;
