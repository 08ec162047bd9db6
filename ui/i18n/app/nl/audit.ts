import type { AuditAction } from '../../../../identity/audit.js';

/**
 * Every action the log records has its name here (an action without one fails type-checking, and the other
 * languages follow this one's type); see ../nl.ts.
 */
const actions: Record<AuditAction, string> = {
  sign_in: 'Ingelogd',
  sign_in_failed: 'Mislukte inlogpoging',
  password_changed: 'Wachtwoord gewijzigd',
  password_reset_requested: 'Nieuw wachtwoord aangevraagd',
  password_reset: 'Wachtwoord opnieuw ingesteld',
  two_factor_enabled: 'Tweestapsverificatie aangezet',
  two_factor_disabled: 'Tweestapsverificatie uitgezet',
  two_factor_recovery_used: 'Herstelcode gebruikt',
  two_factor_failed: 'Mislukte tweestapscode',
  two_factor_requirement_changed: 'Verplichte tweestapsverificatie gewijzigd',
  organisation_changed: 'Organisatiegegevens gewijzigd',
  organisation_property_changed: 'Organisatie-instelling gewijzigd',
  company_data_set: 'Bedrijfsgegevens opgegeven',
  sso_linked: 'Externe login gekoppeld',
  sso_unlinked: 'Externe login ontkoppeld',
  impersonation_started: 'Meekijken gestart',
  impersonation_stopped: 'Meekijken gestopt',
  impersonation_link_created: 'Inloglink om mee te kijken gemaakt',
  token_created: 'API-token aangemaakt',
  token_revoked: 'API-token ingetrokken',
  user_created: 'Gebruiker toegevoegd',
  user_invited: 'Gebruiker uitgenodigd',
  invite_resent: 'Uitnodiging opnieuw verstuurd',
  invite_withdrawn: 'Uitnodiging ingetrokken',
  invite_accepted: 'Uitnodiging geaccepteerd',
  email_verified: 'E-mailadres bevestigd',
  role_changed: 'Rol gewijzigd',
  user_deactivated: 'Gebruiker gedeactiveerd',
  user_reactivated: 'Gebruiker weer actief',
  user_archived: 'Gebruiker gearchiveerd',
  user_restored: 'Gebruiker hersteld',
  user_deleted: 'Gebruiker verwijderd',
};

/** The audit log's texts (nl). */
export const audit = { from: 'Vanaf', until: 'Tot', actions };

export const auditResource = { name: 'Audit-regel |||| Auditlog', fields: { at: 'Tijdstip', action: 'Gebeurtenis', actor: 'Door', subject: 'Betreft', details: 'Details', ip: 'IP-adres' } };
