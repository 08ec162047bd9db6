import type { new_version as nlNewVersion, notifications as nlNotifications, onboarding as nlOnboarding, team as nlTeam } from '../nl/dashboard.js';

/** The texts of the dashboard's widgets in German, addressing the reader as Sie (see ../nl/dashboard.ts). */
export const onboarding: typeof nlOnboarding = {
  welcome: {
    title: 'Willkommen bei Tally',
    intro: 'Tally erfasst Ihre Zeit, während Sie arbeiten. Die Aufgaben helfen Ihnen durch diese erste Woche.',
    trial: 'Ihre Organisation testet Tally.',
    progress: '%{done} von %{total} Aufgaben erledigt',
    processing_locked: 'Noch 1 veröffentlichter Tag bis zur Tagesverarbeitung |||| Noch %{smart_count} veröffentlichte Tage bis zur Tagesverarbeitung',
    processing_unlocked: 'Die Tagesverarbeitung ist verfügbar.',
    show_tasks: 'Aufgaben anzeigen',
    hide_tasks: 'Aufgaben ausblenden',
  },
  tasks: {
    title: 'Erste Schritte',
    all_done: 'Alles erledigt.',
    dismiss: 'Überspringen',
    types: { detection: 'Erfassung', essential: 'Wesentlich', general: 'Allgemein', security: 'Sicherheit' },
    keys: {
      desktop_detector: 'Installieren Sie den Agenten auf Ihrem Computer',
      browser_detector: 'Verbinden Sie Ihren Browser',
      calendar_connected: 'Verbinden Sie Ihren Kalender',
      first_day_published: 'Veröffentlichen Sie Ihren ersten Tag',
      day_processing_unlocked: 'Veröffentlichen Sie 7 Tage, um die Tagesverarbeitung freizuschalten',
      colleague_invited: 'Laden Sie einen Kollegen ein',
      crm_connected: 'Verbinden Sie Ihr CRM oder Ticketsystem',
      two_factor_enabled: 'Schalten Sie die Zwei-Faktor-Anmeldung ein',
    },
    progress: '%{done} von %{required} Tagen veröffentlicht',
    reward: '+%{days} Testtage pro angenommener Einladung',
  },
};

export const team: typeof nlTeam = {
  week: {
    title: 'Das Team diese Woche',
    total: 'Veröffentlicht',
    missing: 'Nicht veröffentlicht: %{days}',
    complete: 'Auf dem Laufenden',
    open: 'Veröffentlichte Tage',
    empty: 'Noch niemand in Ihrer Organisation.',
  },
  detection: {
    title: 'Die Erfassungen des Teams',
    connected: '%{connected} von %{total} Personen haben eine Erfassung verbunden',
    missing: 'Noch keine Erfassung verbunden:',
    all: 'Alle haben eine Erfassung verbunden.',
  },
  sync_errors: {
    title: 'Synchronisierungsfehler',
    none: 'Keine Synchronisierungsfehler.',
    count: '1 Fehler |||| %{smart_count} Fehler',
    open: 'Synchronisierungsfehler ansehen',
  },
  users: {
    title: 'Ihr Team',
    intro: 'Laden Sie Ihre Kollegen ein: Jeder erfasst seine eigene Zeit, Sie sehen, was veröffentlicht wird.',
    count: '1 Person |||| %{smart_count} Personen',
    invite: 'Personen einladen',
    done: 'Fertig',
  },
};

export const notifications: typeof nlNotifications = {
  title: 'Benachrichtigungen',
  empty: 'Keine Benachrichtigungen.',
  booking_reminder: 'Buchen und veröffentlichen Sie %{date}: noch %{duration} nicht veröffentlicht.',
};

export const new_version: typeof nlNewVersion = {
  message: 'Eine neue Version von Tally ist verfügbar. Laden Sie die Seite neu, um sie zu verwenden.',
  refresh: 'Neu laden',
};
