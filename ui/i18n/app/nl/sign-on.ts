/** The texts of signing in with Google and Microsoft, linked sign-ins and acting as someone (nl, the reference). */
export const sign_on = {
  with: 'Inloggen met %{provider}',
  admin_microsoft: 'Beheerders: inloggen met Microsoft',
  or: 'of',
  providers: { google: 'Google', microsoft: 'Microsoft' },
  returning: 'Bezig met inloggen…',
  failed: 'Inloggen is niet gelukt',
  to_login: 'Terug naar inloggen',
  linked: {
    title: 'Gekoppelde logins',
    intro: 'Log in met je Google- of Microsoft-account in plaats van met je wachtwoord. Koppel het account hier eerst.',
    none: 'Niet gekoppeld',
    linked_as: 'Gekoppeld: %{email}',
    link: 'Koppelen',
    unlink: 'Ontkoppelen',
    unlinked: '%{provider} is ontkoppeld.',
    not_configured: 'Inloggen met Google of Microsoft is op dit portaal niet ingesteld.',
  },
};

export const impersonation = {
  acting_as: 'Je handelt als %{name}.',
  return: 'Terug naar jezelf',
  start: 'Handelen als deze persoon',
  link: 'Inloglink',
  link_title: 'Inloglink om te handelen als %{name}',
  link_intro: 'Open deze link in een andere browser: daar handel je als deze persoon. De link werkt één keer, vijf minuten lang.',
  signing_in: 'Bezig met inloggen via de link…',
  failed: 'Deze inloglink werkt niet',
};
