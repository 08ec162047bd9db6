import type { audit as nlAudit, auditResource as nlResource } from '../nl/audit.js';

/** The audit log's texts (de); see ../nl/audit.ts. */
export const audit: typeof nlAudit = {
  from: 'Ab',
  until: 'Bis',
  actions: {
    sign_in: 'Angemeldet',
    sign_in_failed: 'Fehlgeschlagene Anmeldung',
    password_changed: 'Passwort geändert',
    password_reset_requested: 'Neues Passwort angefordert',
    password_reset: 'Passwort zurückgesetzt',
    two_factor_enabled: 'Zwei-Faktor eingeschaltet',
    two_factor_disabled: 'Zwei-Faktor ausgeschaltet',
    two_factor_recovery_used: 'Wiederherstellungscode verwendet',
    two_factor_failed: 'Falscher Zwei-Faktor-Code',
    two_factor_requirement_changed: 'Zwei-Faktor-Pflicht geändert',
    organisation_changed: 'Organisationsdaten geändert',
    organisation_property_changed: 'Organisationseinstellung geändert',
    company_data_set: 'Firmendaten angegeben',
    sso_linked: 'Anmeldung verknüpft',
    sso_unlinked: 'Anmeldung getrennt',
    impersonation_started: 'Identitätswechsel begonnen',
    impersonation_stopped: 'Identitätswechsel beendet',
    impersonation_link_created: 'Anmeldelink für Identitätswechsel erstellt',
    token_created: 'API-Token erstellt',
    token_revoked: 'API-Token widerrufen',
    user_created: 'Benutzer hinzugefügt',
    user_invited: 'Benutzer eingeladen',
    invite_resent: 'Einladung erneut gesendet',
    invite_withdrawn: 'Einladung zurückgezogen',
    invite_accepted: 'Einladung angenommen',
    email_verified: 'E-Mail-Adresse bestätigt',
    role_changed: 'Rolle geändert',
    user_deactivated: 'Benutzer deaktiviert',
    user_reactivated: 'Benutzer wieder aktiv',
    user_archived: 'Benutzer archiviert',
    user_restored: 'Benutzer wiederhergestellt',
    user_deleted: 'Benutzer gelöscht',
  },
};

export const auditResource: typeof nlResource = { name: 'Audit-Eintrag |||| Audit-Protokoll', fields: { at: 'Zeitpunkt', action: 'Ereignis', actor: 'Durch', subject: 'Betrifft', details: 'Details', ip: 'IP-Adresse' } };
