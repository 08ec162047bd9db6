import type { AppMessages } from '../nl.js';

/** The texts of signing in with Google and Microsoft, linked sign-ins and acting as someone (fr); see ../nl/sign-on.ts. */
export const sign_on: AppMessages['tally']['sign_on'] = {
  with: 'Se connecter avec %{provider}',
  admin_microsoft: 'Administrateurs : se connecter avec Microsoft',
  or: 'ou',
  providers: { google: 'Google', microsoft: 'Microsoft' },
  returning: 'Connexion en cours…',
  failed: 'La connexion a échoué',
  to_login: 'Retour à la connexion',
  linked: {
    title: 'Connexions liées',
    intro: 'Connectez-vous avec votre compte Google ou Microsoft au lieu de votre mot de passe. Liez d’abord le compte ici.',
    none: 'Non lié',
    linked_as: 'Lié : %{email}',
    link: 'Lier',
    unlink: 'Délier',
    unlinked: '%{provider} a été délié.',
    not_configured: 'La connexion avec Google ou Microsoft n’est pas configurée sur ce portail.',
  },
};

export const impersonation: AppMessages['tally']['impersonation'] = {
  acting_as: 'Vous agissez en tant que %{name}.',
  return: 'Revenir à vous-même',
  start: 'Agir en tant que cette personne',
  link: 'Lien de connexion',
  link_title: 'Lien de connexion pour agir en tant que %{name}',
  link_intro: 'Ouvrez ce lien dans un autre navigateur pour y agir en tant que cette personne. Le lien fonctionne une fois, pendant cinq minutes.',
  signing_in: 'Connexion par le lien…',
  failed: 'Ce lien de connexion ne fonctionne pas',
};
