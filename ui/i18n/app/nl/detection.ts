import type { BucketKind } from '../../../../domain/detections/detection.js';

/**
 * The texts of detection (nl): your API tokens (tokens), handing a detector a token (handoff: the agent's native
 * login, a browser extension, a token to copy), the detectors screen (detectors) and the dashboard's coverage widget
 * (coverage). Abilities are keyed with _ for : (i18next reads a colon as a namespace). See ../nl.ts.
 */
export const tokens = {
  menu: 'Mijn API-tokens',
  title: 'Mijn API-tokens',
  intro:
    'Met een API-token stuurt een detector (de agent, een browserextensie, de ActivityWatch-watchers) je activiteit naar Tally, of leest een programma je eigen gegevens. Een token werkt tot je het intrekt.',
  empty: 'Je hebt nog geen API-tokens.',
  new: 'Nieuw token',
  columns: { name: 'Naam', abilities: 'Rechten', created_at: 'Aangemaakt', last_used_at: 'Laatst gebruikt', status: 'Status' },
  never_used: 'Nooit',
  abilities: { detections_write: 'Detecties versturen', read: 'Mijn gegevens lezen' },
  ability_hints: {
    detections_write: 'Voor detectoren: de agent, een browserextensie, de ActivityWatch-watchers.',
    read: 'Je eigen activiteiten, dagen en rapportages lezen.',
  },
  status: { active: 'Actief', revoked: 'Ingetrokken' },
  create: {
    title: 'Nieuw API-token',
    name: 'Naam',
    name_hint: 'Bijvoorbeeld het apparaat of programma dat het gebruikt.',
    abilities: 'Wat mag het token?',
    no_ability: 'Kies minstens één recht.',
    submit: 'Aanmaken',
    cancel: 'Annuleren',
  },
  secret: {
    title: 'Je nieuwe API-token',
    label: 'Token',
    warning: 'Kopieer het token nu: je ziet het hierna niet meer terug.',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    copy_failed: 'Kopiëren lukte niet: selecteer het token en kopieer het zelf.',
    close: 'Ik heb het gekopieerd',
  },
  revoke: {
    action: 'Intrekken',
    title: 'Token "%{name}" intrekken?',
    content: 'Wat dit token gebruikt, kan daarna niets meer versturen of lezen. Wat het al verstuurde, blijft bewaard.',
    done: 'Token ingetrokken',
  },
};

export const handoff = {
  allow: 'Toestaan',
  cancel: 'Annuleren',
  working: 'Bezig met verbinden…',
  to_dashboard: 'Naar het dashboard',
  grants: 'Het krijgt een API-token dat detecties mag versturen en je eigen gegevens mag lezen. Je kunt het altijd intrekken bij Mijn API-tokens.',
  native: {
    title: 'Detector verbinden',
    asking: 'Een Tally-agent op deze computer wil je activiteit naar Tally sturen.',
    device: 'Apparaat: %{device}',
    default_device: 'Deze computer',
    done: 'Verbonden: je kunt dit venster sluiten.',
  },
  extension: {
    title: 'Browserextensie verbinden',
    asking: 'Een browserextensie wil je activiteit naar Tally sturen.',
    device: 'Browser: %{device}',
    target: 'Het token gaat naar %{target}',
    default_device: 'Browser',
    done: 'Verbonden: de extensie heeft het token. Je kunt dit venster sluiten.',
  },
  token: {
    title: 'API-token om te kopiëren',
    asking: 'Maak een API-token aan om in een detector te plakken.',
    name: 'Gekopieerd token %{date}',
    create: 'Token aanmaken',
  },
  failed: {
    native: 'Native login mislukt',
    extension: 'Verbinden van de browserextensie mislukt',
    token: 'Aanmaken van het token mislukt',
    retry: 'Opnieuw proberen',
    close: 'Sluiten',
  },
  problems: {
    port: 'Het poortnummer "%{port}" is ongeldig: de agent geeft een getal van 1024 tot en met 65535.',
    redirect_uri: 'Het adres "%{uri}" is geen adres van een browserextensie.',
    unreachable: 'De agent op poort %{port} reageerde niet. Wacht hij nog? Start "npm run agent -- login" opnieuw.',
    refused: 'De agent op poort %{port} weigerde het token (HTTP %{status}).',
  },
};

export const detectors = {
  menu: 'Detectie',
  title: 'Detectie',
  intro:
    'Detectoren registreren je activiteit. ActivityWatch houdt op je computer bij welke programma’s en tabbladen je gebruikt; de Tally-agent stuurt dat door naar Tally, waar het activiteit op je dag wordt.',
  install: {
    title: 'De agent installeren',
    activitywatch: 'De agent stuurt door wat ActivityWatch ziet. Installeer en start eerst ActivityWatch:',
    activitywatch_link: 'ActivityWatch downloaden (activitywatch.net)',
    here: 'Op de computer waar Tally draait, in de map van Tally:',
    own: 'Op je eigen computer: haal Tally op (git clone), voer daar npm ci uit en daarna hetzelfde commando.',
    copy: 'Commando kopiëren',
    copied: 'Gekopieerd',
  },
  connect: {
    action: 'Verbinden',
    title: 'Een detector verbinden',
    step1: 'Start de agent met het commando hierboven.',
    step2: 'Je browser opent Tally en vraagt of de agent je activiteit mag versturen. Kies Toestaan.',
    step3: 'De agent krijgt zijn eigen API-token en stuurt voortaan door wat ActivityWatch ziet. Intrekken kan bij Mijn API-tokens.',
    close: 'Sluiten',
  },
  list: {
    title: 'Je detectoren',
    empty: 'Nog geen detector heeft iets gestuurd.',
    device: 'Apparaat',
    kind: 'Soort',
    last_seen: 'Laatst gezien',
    recent: 'Detecties (7 dagen)',
    never: 'Nog niets',
  },
  kinds: { window: 'Vensters', afk: 'Aanwezigheid', web: 'Tabbladen' } satisfies Record<BucketKind, string>,
  feeds: {
    title: 'Agenda-feeds (ICS)',
    intro: 'Een agenda als ICS-feed: de afspraken erin worden afspraken in Tally. Een URL wordt elke vijf minuten opnieuw gelezen, een bestand zolang de afspraken erin nog komen.',
    empty: 'Je hebt nog geen agenda-feeds.',
    name: 'Naam',
    source: 'URL of bestand',
    file: 'Bestand',
    last_read: 'Laatst gelezen',
    never: 'Nog niet',
    last_error: 'Laatste fout',
    notes: 'Opmerkingen',
    add: { title: 'Een feed toevoegen', name: 'Naam', url: 'URL van de feed', or: 'of', file: 'Bestand kiezen', submit: 'Toevoegen' },
    remove: {
      action: 'Verwijderen',
      title: 'Feed "%{name}" verwijderen?',
      content: 'De afspraken uit deze feed worden ook verwijderd.',
    },
  },
  tokens_link: 'Mijn API-tokens',
  calendars: {
    title: 'Agenda’s',
    intro: 'Afspraken uit je agenda worden activiteit op je dag. Geef Tally toegang om je agenda te lezen; je kiest zelf welke agenda’s.',
    connect: '%{system} koppelen',
    connected: 'Gekoppeld',
    revoke: 'Toegang intrekken',
    revoked: 'De toegang tot %{system} is ingetrokken.',
    invalid: '%{system} heeft de toegang tot je agenda ingetrokken of laten verlopen. Je afspraken worden niet meer gelezen tot je opnieuw toegang geeft.',
    reconnect: 'Opnieuw toegang geven',
    choose: 'Welke agenda’s worden gelezen',
    save: 'Keuze opslaan',
    saved: 'Je keuze is opgeslagen.',
    returning: 'Je toegang tot %{system} wordt afgerond…',
    return_failed: 'Toegang geven is niet gelukt. Probeer het opnieuw vanaf Detectoren.',
    back: 'Naar Detectoren',
  },
};

export const coverage = {
  title: 'Detectie',
  subtitle: 'Gedetecteerde uren per weekdag, gemiddeld over de 4 weken tot vandaag',
  detected: 'Gedetecteerd',
  scheduled: 'Werkrooster',
  no_schedule: 'Geen werkrooster ingesteld: alleen de gedetecteerde uren.',
  chart_label: 'Gedetecteerde uren per weekdag tegenover het werkrooster',
  bar: '%{day}: %{detected} u gedetecteerd, %{scheduled} u volgens rooster',
  bar_detected: '%{day}: %{detected} u gedetecteerd',
  detectors: 'Wie stuurde wanneer, afgelopen 7 dagen',
  day_sent: '%{date}: 1 detectie |||| %{date}: %{smart_count} detecties',
  day_none: '%{date}: niets ontvangen',
  last_seen: 'Laatst gezien %{moment}',
  never: 'Nog niets ontvangen',
  empty: 'Nog geen detector verbonden.',
  open: 'Detectie openen',
};
