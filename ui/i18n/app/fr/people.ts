import type { invitation as nlInvitation, people as nlPeople } from '../nl/people.js';

/** The Users screen's and the account page's texts (fr); see ../nl/people.ts. */
export const people: typeof nlPeople = {
  tabs: { overview: 'Aperçu', day: 'Jour', open_days: 'Jours ouverts', week: 'Semaine' },
  statuses: { invited: 'Invité', active: 'Actif', inactive: 'Désactivé', archived: 'Archivé' },
  reasons: { termination: 'A quitté le cabinet', efficiency: 'Efficacité', detection: 'Détection', performance: 'Performance', price: 'Prix', other: 'Autre' },
  invitation: { pending: "Invitation envoyée, valable jusqu'au %{date}", expired: 'Invitation expirée', voided: 'Invitation retirée', used: 'Invitation acceptée' },
  show_archived: 'Afficher les utilisateurs archivés',
  invite: { action: 'Inviter', title: 'Inviter quelqu’un', hint: "L'invitation part par e-mail, dans la langue choisie, et est valable 7 jours.", submit: "Envoyer l'invitation", cancel: 'Annuler', sent: 'Invitation envoyée à %{email}' },
  deactivate: { action: 'Désactiver', title: 'Désactiver %{name}', reason: 'Raison', submit: 'Désactiver', cancel: 'Annuler', done: 'Désactivé' },
  downgrade: { reason: 'Raison', hint: 'Moins de droits : indiquez pourquoi.' },
  reactivate: { action: 'Activer', done: 'De nouveau actif' },
  resend: { action: "Renvoyer l'invitation", done: 'Nouvelle invitation envoyée ; le lien précédent ne fonctionne plus' },
  withdraw: { action: "Retirer l'invitation", done: 'Invitation retirée' },
  open_days: { none: 'Tout le monde a publié les jours ouvrés passés de cette semaine.', person: 'Non publiés' },
  day: { date: 'Date' },
};

export const invitation: typeof nlInvitation = {
  title: 'Bienvenue sur Tally',
  intro: 'Choisissez un mot de passe pour activer votre compte.',
  password: 'Mot de passe',
  password_confirmation: 'Répéter le mot de passe',
  submit: 'Activer le compte',
  too_short: 'Le mot de passe doit contenir au moins 8 caractères',
  not_equal: 'Les mots de passe ne sont pas identiques',
  invalid: "Ce lien n'est pas (ou plus) valable. Demandez à votre administrateur de renvoyer l'invitation.",
  missing: "Ce lien est incomplet : ouvrez le lien de l'e-mail.",
  verifying: 'Confirmation de votre adresse e-mail…',
  verified: 'Votre adresse e-mail est confirmée.',
  to_login: 'Se connecter',
};
