import type { access as english } from '../en/access.js';

/** The access texts in French (see ../en/access.ts). */
export const access: Record<keyof typeof english, string> = {
  // Signing in, tokens and rights
  token_unknown: "Ce jeton d'API est inconnu ou a été révoqué.",
  token_not_taken: "Cet appel n'accepte pas de jeton d'API : connectez-vous au portail.",
  token_lacks_ability: "Ce jeton d'API ne peut pas faire cela : il lui faut le droit {{ability}}.",
  token_missing: "Envoyez un jeton d'API : Authorization: Bearer tly_…",
  too_many_login_attempts: 'Trop de tentatives de connexion. Réessayez dans {{seconds}} secondes.',
  too_many_password_attempts: 'Trop de tentatives de mot de passe. Réessayez dans {{seconds}} secondes.',
  too_many_two_factor_attempts: 'Trop de tentatives de connexion à deux facteurs. Réessayez dans {{seconds}} secondes.',
  too_many_password_reset_attempts: 'Trop de tentatives de réinitialisation du mot de passe. Réessayez dans {{seconds}} secondes.',
  two_factor_not_pending: "Activez d'abord la connexion à deux facteurs (POST /auth/user/two-factor-authentication).",
  two_factor_on_already: "La connexion à deux facteurs est déjà activée ; désactivez-la d'abord.",
  two_factor_for_yourself_first: "Activez d'abord la connexion à deux facteurs pour vous-même.",
  two_factor_code_digits: 'Le code comporte 6 chiffres',
  two_factor_code_or_recovery_code: 'Saisissez un code, ou un code de récupération',
  sign_in_expired: 'Cette connexion a expiré : connectez-vous à nouveau.',
  invalid_email: 'Adresse e-mail non valide',
  password_too_short: 'Le mot de passe doit comporter au moins {{length}} caractères',
  passwords_not_equal: 'Les mots de passe ne sont pas identiques',
  password_same_as_current: "Le nouveau mot de passe doit être différent de l'actuel",
  password_not_current: "Ce n'est pas votre mot de passe actuel",
  own_profile_only: 'Vous ne pouvez modifier que votre propre profil.',
  admins_see_settings: 'Seuls les administrateurs voient les paramètres des autres utilisateurs.',
  admin_sees_detectors: "Seul un administrateur voit les détecteurs d'une autre personne.",
  admins_tag_conditions: 'Seuls les administrateurs voient et modifient les conditions de tag.',
  admins_lock_tags: 'Seuls les administrateurs verrouillent et déverrouillent les tags.',

  // Acting as someone else
  only_person_themselves: 'Seule la personne elle-même peut faire cela, pas un administrateur agissant en son nom.',
  sign_in_link_invalid: 'Ce lien de connexion est invalide, a déjà été utilisé ou a expiré.',
  sign_in_link_gone: 'Ce lien de connexion ne fonctionne plus.',
  not_acting_as_someone: "Vous n'agissez pas au nom de quelqu'un d'autre.",
  own_account_gone: "Votre propre compte n'existe plus.",
  person_not_in_firm: 'Cette personne est introuvable dans votre cabinet.',
  impersonate_yourself: 'Vous ne pouvez pas agir en votre propre nom.',
  impersonate_administrator: "Un administrateur ne peut pas agir au nom d'un autre administrateur.",
  impersonate_deactivated: 'Cette personne est désactivée ; vous ne pouvez pas vous connecter en son nom.',

  // For administrators only
  detectors_admins_only: "Seul un administrateur voit les détecteurs d'une autre personne.",
  settings_admins_only: 'Seuls les administrateurs voient les paramètres des autres utilisateurs.',
  connection_admins_only: "Seuls les administrateurs modifient la connexion de l'organisation ; connectez la vôtre avec level user.",

  // Linked sign-ins
  account_link_other_session: 'Cette liaison de compte a été commencée dans une autre session : connectez-vous et liez-le à nouveau.',
  account_not_linked: "Aucun compte {{provider}} n'est lié à vous.",

  // Signing in with Google or Microsoft
  sign_on_not_configured: 'La connexion avec {{provider}} n’est pas configurée : définissez {{prefix}}_CLIENT_ID et {{prefix}}_CLIENT_SECRET sur le serveur.',
  sign_on_not_started: 'Cette connexion n’a pas été commencée dans ce navigateur, ou a expiré.',
  sign_on_not_started_or_used: 'Cette connexion n’a pas été commencée dans ce navigateur, a déjà été utilisée, ou a expiré.',
  sign_on_no_id_token: '{{provider}} n’a envoyé aucun jeton d’identité.',
  sign_on_unreachable: '{{provider}} est injoignable : {{reason}}',
  sign_on_refused: '{{provider}} a refusé la connexion : {{reason}}.',
  sign_on_answer_invalid: 'La réponse de {{provider}} n’est pas valable : {{reason}}.',
};
