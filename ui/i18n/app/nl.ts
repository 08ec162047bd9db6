import type { VendorSystem } from '../../../domain/push/systems.js';
import { account } from './nl/account.js';
import { impersonation, sign_on } from './nl/sign-on.js';
import { appointmentResource, appointments } from './nl/appointments.js';
import { day } from './nl/day.js';
import { coverage, detectors, handoff, tokens } from './nl/detection.js';
import { new_version, notifications, onboarding, team } from './nl/dashboard.js';
import { audit, auditResource } from './nl/audit.js';
import { invitation, people } from './nl/people.js';
import { history } from './nl/history.js';
import { manager, reports, week } from './nl/overviews.js';
import { contactResource, contacts, tag_conditions, tagConditionResource } from './nl/contacts.js';
import { descriptionResource, descriptions } from './nl/descriptions.js';
import { custom_fields } from './nl/custom-fields.js';
import { tagResource, tags } from './nl/tags.js';
import { sync_errors, integrations, sync } from './nl/integrations.js';
import { contact_import, exports } from './nl/files.js';
import { settings } from './nl/settings.js';
import { plans } from './nl/plans.js';

/**
 * The portal's own texts in Dutch, the default language and the reference: en, de and fr must have the same
 * keys (the type checker holds them to AppMessages). Placeholders are %{name}; plurals are 'one |||| many'.
 * Screens add their texts under tally.<screen> and resources.<resource>; the largest live in nl/<screen>.ts.
 */
const nl = {
  tally: {
    app: { name: 'Tally' },
    menu: {
      dashboard: 'Dashboard',
      day: 'Dag',
      week: 'Week',
      reports: 'Rapportages',
      manager: 'Gepubliceerde dagen',
      sync_errors: 'Synchronisatiefouten',
      integrations: 'Koppelingen',
      registration: 'Registratie',
      administration: 'Beheer',
      settings: 'Instellingen',
    },
    language: { label: 'Taal', nl: 'Nederlands', en: 'English', de: 'Deutsch', fr: 'Français' },
    login: {
      title: 'Inloggen bij Tally',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      submit: 'Inloggen',
    },
    status: {
      day: { open: 'Open', locked: 'Vastgezet', published: 'Gepubliceerd', nonexistent: 'Geen activiteit' },
      activity: { open: 'Open', ignored: 'Genegeerd', booked: 'Geboekt', published: 'Gepubliceerd' },
      record: { active: 'Actief', archived: 'Gearchiveerd' },
      display: {
        open_untagged: 'Open, niet getagd',
        open_tagged: 'Getagd, nog niet geboekt',
        open_internal: 'Intern, nog niet geboekt',
        ignored_untagged: 'Genegeerd',
        ignored_tagged: 'Genegeerd (getagd)',
        ignored_internal: 'Genegeerd (intern)',
        ignored_untagged_threshold: 'Genegeerd: te kort',
        ignored_tagged_threshold: 'Genegeerd: te kort (getagd)',
        ignored_internal_threshold: 'Genegeerd: te kort (intern)',
        booked: 'Geboekt',
        published: 'Gepubliceerd',
      },
    },
    source_types: {
      appointment: 'Afspraak',
      document: 'Document',
      email: 'E-mail',
      manual: 'Handmatig',
      multiple: 'Meerdere',
      native: 'Desktop-app',
      native_custom: 'Desktop-app (eigen)',
      phone: 'Telefoon',
      web: 'Web',
      web_custom: 'Web (eigen)',
    },
    contact_types: { regular: 'Gewoon', partner: 'Partner' },
    roles: { user: 'Gebruiker', manager: 'Manager', admin: 'Beheerder' },
    actions: {
      archive: 'Archiveren',
      restore: 'Herstellen',
      archived: 'Gearchiveerd',
      restored: 'Hersteld',
      archive_title: '%{name} archiveren?',
      archive_content: 'Niemand kan het dan nog kiezen bij het taggen of boeken. Je kunt het archiveren even ongedaan maken, en het later herstellen.',
      open_day: 'Dag openen',
    },
    dashboard: {
      title: 'Dashboard',
      greeting: 'Goedendag, %{name}',
      order_not_saved: 'De volgorde van de widgets kon niet worden opgeslagen; probeer het opnieuw.',
      today: {
        title: 'Vandaag',
        total: 'Totaal',
        booked: 'Geboekt',
        unbooked: 'Niet geboekt',
        activities: '1 activiteit |||| %{smart_count} activiteiten',
        empty: 'Nog geen activiteit vandaag.',
      },
      open_days: {
        title: 'Open dagen',
        empty: 'Geen open dagen: alles is gepubliceerd.',
        more: 'en nog %{count}',
      },
      week: {
        title: 'Deze week',
        total: 'Totaal',
        open: 'Weekoverzicht openen',
      },
    },
    week,
    manager,
    reports,
    fields: {
      duration: 'Duur',
      status: 'Status',
      date: 'Datum',
      date_from: 'Vanaf datum',
      search: 'Zoeken',
    },
    dimensions: {
      children: 'Onderliggend',
      parent_project: 'Project',
      parent_subproject: 'Subproject',
    },
    activities: { detected: 'Gedetecteerd' },
    day,
    history,
    account,
    sign_on,
    impersonation,
    tokens,
    people,
    invitation,
    audit,
    handoff,
    detectors,
    coverage,
    onboarding,
    team,
    notifications,
    new_version,
    tags,
    contacts,
    tag_conditions,
    descriptions,
    custom_fields,
    appointments,
    // One name per external system (domain/push/systems.ts) and for none: a system without its name fails type-checking.
    systems: { none: 'Geen', harvest: 'Harvest', teamleader: 'Teamleader', xero: 'Xero', jira: 'Jira' } satisfies Record<VendorSystem | 'none', string>,
    sync_errors,
    integrations,
    exports,
    contact_import,
    settings,
    plans,
    sync,
    subscription: {
      suspended: 'Geen actief abonnement, neem contact op met je systeembeheerder',
      transferred: 'Je account is verhuisd naar een andere organisatie; log opnieuw in.',
    },
    screens: {
      day: 'Dag',
      week: 'Weekoverzicht',
      reports: 'Rapportages',
      manager: 'Gepubliceerde dagen',
      coming: 'Dit scherm wordt nog gebouwd.',
    },
    maintenance: {
      title: 'Even geduld',
      message: 'We voeren onderhoud uit. Probeer het over een paar minuten opnieuw.',
      retry: 'Opnieuw proberen',
      still_down: 'Het onderhoud is nog niet klaar.',
    },
    not_found: {
      title: 'Niet gevonden',
      message: 'De pagina die je zoekt kon niet worden gevonden.',
      home: 'Naar het dashboard',
    },
    errors: {
      unknown: 'Er is een onbekende fout opgetreden.',
      dialog: { code: 'Code', reference: 'Referentie', close: 'Sluiten', hint: 'Probeer het nog eens. Gaat het weer mis, geef dan de gegevens hieronder door aan je beheerder.', support: 'Voor support' },
      actions: {
        load: 'Er ging iets mis bij het laden.',
        create: 'Er ging iets mis bij het aanmaken.',
        update: 'Er ging iets mis bij het bijwerken.',
        archive: 'Er ging iets mis bij het archiveren.',
        restore: 'Er ging iets mis bij het herstellen.',
      },
      codes: {
        bad_request: 'Het verzoek kon niet worden gelezen.',
        ACCOUNT_SUSPENDED: 'Dit account is geblokkeerd.',
        NO_ACTIVE_SUBSCRIPTION: 'Geen actief abonnement, neem contact op met je systeembeheerder',
        forbidden: 'Je hebt geen rechten om dit te doen.',
        history_limited: 'Dit valt buiten de geschiedenis van je abonnement. Activeer je account om het te zien.',
        tag_locked: 'Deze tag is vergrendeld door een beheerder.',
        tag_forced: 'Deze tag komt uit een tagvoorwaarde en kan niet worden gewijzigd of verwijderd.',
        tag_exists: 'Deze referentie heeft al een tag.',
        model_not_found: 'Dit item kon niet worden opgehaald; mogelijk heb je er geen toegang toe.',
        html_404: 'De pagina die je zoekt kon niet worden gevonden.',
        concurrency_conflict: 'De gegevens zijn intussen gewijzigd; probeer het opnieuw.',
        day_published: 'Deze dag is gepubliceerd en kan niet meer veranderen.',
        day_locked: 'Deze dag is vastgezet om te publiceren. Zet hem weer open om hem te wijzigen.',
        validation_failed: 'Controleer alle velden en probeer het opnieuw',
        invalid_credentials: 'Ongeldig e-mailadres of wachtwoord.',
        duplicate_contact_code: 'Een ander contact heeft deze code al.',
        duplicate_contact_name: 'Een ander contact heeft deze naam al.',
        duplicate_dimension_code: 'Een ander item op dit niveau heeft deze code al.',
        dimension_structure_invalid: 'Controleer of de boeking compleet is: mogelijk ontbreekt een project.',
        prepare_booking: 'Nog niet alle activiteiten zijn getagd.',
        prepare_corrections: 'Nog niet alle activiteiten zijn geboekt.',
        init_publish: 'Nog niet alle activiteiten zijn geboekt.',
        publish: 'Deze dag heeft niet-geboekte tijd. Bevestig om toch te publiceren.',
        correct_block_size: 'De duur moet een veelvoud van de blokgrootte zijn.',
        too_many_attempts: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
        access_denied: 'Dit Microsoft-account heeft geen beheerdersrechten',
        invalid_credentials_google: 'Er is geen gebruiker gekoppeld aan dit Google-account.',
        invalid_credentials_microsoft: 'Er is geen gebruiker gekoppeld aan dit Microsoft-account.',
        invalid_grant: 'Het inloggen kon niet worden afgerond; de code is mogelijk verlopen. Probeer het opnieuw.',
        external_account_taken: 'Dit account is al aan iemand anders gekoppeld.',
        external_api_rate_limited: 'Het maximale aantal aanroepen is bereikt; probeer het later opnieuw.',
        cooldown_or_crm_sync_already: 'Je kunt de synchronisatie één keer per uur starten',
        unexpected_result: 'We kregen een onverwacht antwoord van het gekoppelde systeem, probeer het later opnieuw',
        api_service_error: 'Er is een onbekende fout opgetreden.',
      },
    },
  },
  resources: {
    contacts: contactResource,
    tags: tagResource,
    tag_conditions: tagConditionResource,
    descriptions: descriptionResource,
    appointments: appointmentResource,
    projects: {
      name: 'Project |||| Projecten',
      fields: {
        name: 'Naam',
        code: 'Code',
        formatted_name: 'Project',
        contact_id: 'Contact',
        internal: 'Intern',
        is_default: 'Standaard',
        status: 'Status',
      },
    },
    subprojects: {
      name: 'Subproject |||| Subprojecten',
      fields: {
        name: 'Naam',
        code: 'Code',
        formatted_name: 'Subproject',
        parent_id: 'Project',
        contact_id: 'Contact',
        internal: 'Intern',
        is_default: 'Standaard',
        status: 'Status',
      },
    },
    working_codes: {
      name: 'Werkcode |||| Werkcodes',
      fields: {
        name: 'Naam',
        code: 'Code',
        formatted_name: 'Werkcode',
        parent_id: 'Subproject',
        contact_id: 'Contact',
        internal: 'Intern',
        is_default: 'Standaard',
        status: 'Status',
      },
    },
    audit: auditResource,
    users: {
      name: 'Gebruiker |||| Gebruikers',
      fields: {
        name_first: 'Voornaam', name_prefix: 'Tussenvoegsel', name_last: 'Achternaam', status: 'Status', invitation: 'Uitnodiging',
        name_full: 'Naam',
        email: 'E-mailadres',
        role: 'Rol',
        language: 'Taal',
        is_deactivated: 'Gedeactiveerd',
        created_at: 'Aangemaakt',
      },
    },
    activities: {
      name: 'Activiteit |||| Activiteitenlog',
      fields: {
        date: 'Datum',
        started_at: 'Begin',
        ended_at: 'Einde',
        duration: 'Duur',
        original_duration: 'Gedetecteerd',
        published_duration: 'Gepubliceerd',
        source_type: 'Bron',
        source: 'Bron',
        contact_id: 'Contact',
        internal: 'Intern',
        description: 'Omschrijving',
        status: 'Status',
        project_id: 'Project',
        subproject_id: 'Subproject',
        working_code_id: 'Werkcode',
      },
    },
    sources: {
      name: 'Bron |||| Bronnen',
      fields: {
        type: 'Soort',
        identifier: 'Kenmerk',
        name: 'Naam',
        first_seen: 'Eerst gezien',
        last_seen: 'Laatst gezien',
        duration: 'Uren',
        activity_count: 'Activiteiten',
      },
    },
    days: {
      name: 'Dag |||| Dagen',
      fields: { date: 'Datum', status: 'Status', duration: 'Totaal', time_booked: 'Geboekt', time_unbooked: 'Niet geboekt' },
    },
  },
};

export type AppMessages = typeof nl;
export default nl;
