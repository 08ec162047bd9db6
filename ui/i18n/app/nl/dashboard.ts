/**
 * The texts of the dashboard's widgets besides today, open days and the week (nl): the welcome and onboarding
 * tasks (onboarding), the team's widgets for managers and administrators (team), the notifications in the bar
 * (notifications) and the warning of a new version (new_version). See ../nl.ts.
 */
export const onboarding = {
  welcome: {
    title: 'Welkom bij Tally',
    intro: 'Tally registreert je tijd terwijl je werkt. De taken helpen je deze eerste week op weg.',
    trial: 'Je organisatie probeert Tally uit.',
    progress: '%{done} van %{total} taken gedaan',
    processing_locked: 'Nog 1 gepubliceerde dag tot dagverwerking |||| Nog %{smart_count} gepubliceerde dagen tot dagverwerking',
    processing_unlocked: 'Dagverwerking is beschikbaar.',
    show_tasks: 'Taken tonen',
    hide_tasks: 'Taken verbergen',
  },
  tasks: {
    title: 'Aan de slag',
    all_done: 'Alles gedaan.',
    dismiss: 'Overslaan',
    types: { detection: 'Detectie', essential: 'Essentieel', general: 'Algemeen', security: 'Beveiliging' },
    keys: {
      desktop_detector: 'Installeer de agent op je computer',
      browser_detector: 'Koppel je browser',
      calendar_connected: 'Koppel je agenda',
      first_day_published: 'Publiceer je eerste dag',
      day_processing_unlocked: 'Publiceer 7 dagen: dan komt dagverwerking vrij',
      colleague_invited: 'Nodig een collega uit',
      crm_connected: 'Koppel je CRM of ticketsysteem',
      two_factor_enabled: 'Zet tweestapsverificatie aan',
    },
    progress: '%{done} van %{required} dagen gepubliceerd',
    reward: '+%{days} proefdagen per geaccepteerde uitnodiging',
  },
};

export const team = {
  week: {
    title: 'Het team deze week',
    total: 'Gepubliceerd',
    missing: 'Niet gepubliceerd: %{days}',
    complete: 'Bij',
    open: 'Gepubliceerde dagen',
    empty: 'Nog niemand in je organisatie.',
  },
  detection: {
    title: 'Detectoren van het team',
    connected: '%{connected} van %{total} mensen hebben een detector gekoppeld',
    missing: 'Nog geen detector gekoppeld:',
    all: 'Iedereen heeft een detector gekoppeld.',
  },
  sync_errors: {
    title: 'Synchronisatiefouten',
    none: 'Geen synchronisatiefouten.',
    count: '1 fout |||| %{smart_count} fouten',
    open: 'Synchronisatiefouten bekijken',
  },
  users: {
    title: 'Je team',
    intro: 'Nodig je collega’s uit: ieder registreert zijn eigen tijd, jij ziet wat ze publiceren.',
    count: '1 persoon |||| %{smart_count} mensen',
    invite: 'Mensen uitnodigen',
    done: 'Klaar',
  },
};

export const notifications = {
  title: 'Meldingen',
  empty: 'Geen meldingen.',
  booking_reminder: 'Boek en publiceer %{date}: nog %{duration} niet gepubliceerd.',
};

export const new_version = {
  message: 'Er is een nieuwe versie van Tally. Vernieuw de pagina om die te gebruiken.',
  refresh: 'Vernieuwen',
};
