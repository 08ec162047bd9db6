import type { audit as nlAudit, auditResource as nlResource } from '../nl/audit.js';

/** The audit log's texts (fr); see ../nl/audit.ts. */
export const audit: typeof nlAudit = {
  from: 'Du',
  until: 'Au',
  actions: {
    sign_in: 'Connexion',
    sign_in_failed: 'Échec de connexion',
    password_changed: 'Mot de passe modifié',
    password_reset_requested: 'Nouveau mot de passe demandé',
    password_reset: 'Mot de passe réinitialisé',
    two_factor_enabled: 'Double authentification activée',
    two_factor_disabled: 'Double authentification désactivée',
    two_factor_recovery_used: 'Code de secours utilisé',
    two_factor_failed: 'Code de double authentification erroné',
    two_factor_requirement_changed: 'Obligation de double authentification modifiée',
    organisation_changed: "Coordonnées de l'organisation modifiées",
    organisation_property_changed: "Paramètre de l'organisation modifié",
    company_data_set: "Données de l'entreprise fournies",
    sso_linked: 'Connexion externe liée',
    sso_unlinked: 'Connexion externe déliée',
    impersonation_started: 'Usurpation commencée',
    impersonation_stopped: 'Usurpation terminée',
    impersonation_link_created: 'Lien de connexion pour usurpation créé',
    token_created: 'Jeton API créé',
    token_revoked: 'Jeton API révoqué',
    user_created: 'Utilisateur ajouté',
    user_invited: 'Utilisateur invité',
    invite_resent: 'Invitation renvoyée',
    invite_withdrawn: 'Invitation retirée',
    invite_accepted: 'Invitation acceptée',
    email_verified: 'Adresse e-mail confirmée',
    role_changed: 'Rôle modifié',
    user_deactivated: 'Utilisateur désactivé',
    user_reactivated: 'Utilisateur de nouveau actif',
    user_archived: 'Utilisateur archivé',
    user_restored: 'Utilisateur restauré',
    user_deleted: 'Utilisateur supprimé',
  },
};

export const auditResource: typeof nlResource = { name: 'Entrée d\'audit |||| Journal d\'audit', fields: { at: 'Quand', action: 'Événement', actor: 'Par', subject: 'Concerne', details: 'Détails', ip: 'Adresse IP' } };
