import type { AppMessages } from '../nl.js';

type Texts = AppMessages['tally'];

/** The texts of detection (de); see ../nl/detection.ts. */
export const tokens: Texts['tokens'] = {
  menu: 'Meine API-Tokens',
  title: 'Meine API-Tokens',
  intro:
    'Mit einem API-Token sendet ein Detektor (der Agent, eine Browsererweiterung, die ActivityWatch-Watcher) deine Aktivität an Tally, oder ein Programm liest deine eigenen Daten. Ein Token gilt, bis du es widerrufst.',
  empty: 'Du hast noch keine API-Tokens.',
  new: 'Neues Token',
  columns: { name: 'Name', abilities: 'Rechte', created_at: 'Erstellt', last_used_at: 'Zuletzt verwendet', status: 'Status' },
  never_used: 'Nie',
  abilities: { detections_write: 'Erfassungen senden', read: 'Meine Daten lesen' },
  ability_hints: {
    detections_write: 'Für Detektoren: den Agenten, eine Browsererweiterung, die ActivityWatch-Watcher.',
    read: 'Deine eigenen Aktivitäten, Tage und Berichte lesen.',
  },
  status: { active: 'Aktiv', revoked: 'Widerrufen' },
  create: {
    title: 'Neues API-Token',
    name: 'Name',
    name_hint: 'Zum Beispiel das Gerät oder Programm, das es verwendet.',
    abilities: 'Was darf das Token?',
    no_ability: 'Wähle mindestens ein Recht.',
    submit: 'Erstellen',
    cancel: 'Abbrechen',
  },
  secret: {
    title: 'Dein neues API-Token',
    label: 'Token',
    warning: 'Kopiere das Token jetzt: Du siehst es danach nicht wieder.',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copy_failed: 'Kopieren hat nicht geklappt: Markiere das Token und kopiere es selbst.',
    close: 'Ich habe es kopiert',
  },
  revoke: {
    action: 'Widerrufen',
    title: 'Token „%{name}“ widerrufen?',
    content: 'Was dieses Token verwendet, kann danach nichts mehr senden oder lesen. Was es schon gesendet hat, bleibt erhalten.',
    done: 'Token widerrufen',
  },
};

export const handoff: Texts['handoff'] = {
  allow: 'Erlauben',
  cancel: 'Abbrechen',
  working: 'Verbindung wird hergestellt…',
  to_dashboard: 'Zum Dashboard',
  grants: 'Es erhält ein API-Token, das Erfassungen senden und deine eigenen Daten lesen darf. Du kannst es jederzeit unter Meine API-Tokens widerrufen.',
  native: {
    title: 'Detektor verbinden',
    asking: 'Ein Tally-Agent auf diesem Computer möchte deine Aktivität an Tally senden.',
    device: 'Gerät: %{device}',
    default_device: 'Dieser Computer',
    done: 'Verbunden: Du kannst dieses Fenster schließen.',
  },
  extension: {
    title: 'Browsererweiterung verbinden',
    asking: 'Eine Browsererweiterung möchte deine Aktivität an Tally senden.',
    device: 'Browser: %{device}',
    target: 'Das Token geht an %{target}',
    default_device: 'Browser',
    done: 'Verbunden: Die Erweiterung hat das Token. Du kannst dieses Fenster schließen.',
  },
  token: {
    title: 'Ein API-Token zum Kopieren',
    asking: 'Erstelle ein API-Token, um es in einen Detektor einzufügen.',
    name: 'Kopiertes Token %{date}',
    create: 'Token erstellen',
  },
  failed: {
    native: 'Native Anmeldung fehlgeschlagen',
    extension: 'Verbinden der Browsererweiterung fehlgeschlagen',
    token: 'Erstellen des Tokens fehlgeschlagen',
    retry: 'Erneut versuchen',
    close: 'Schließen',
  },
  problems: {
    port: 'Der Port „%{port}“ ist ungültig: Der Agent gibt eine Zahl von 1024 bis 65535 an.',
    redirect_uri: 'Die Adresse „%{uri}“ gehört zu keiner Browsererweiterung.',
    unreachable: 'Der Agent auf Port %{port} hat nicht geantwortet. Wartet er noch? Starte „npm run agent -- login“ erneut.',
    refused: 'Der Agent auf Port %{port} hat das Token abgelehnt (HTTP %{status}).',
  },
};

export const detectors: Texts['detectors'] = {
  menu: 'Erfassung',
  title: 'Erfassung',
  intro:
    'Detektoren erfassen deine Aktivität. ActivityWatch hält auf deinem Computer fest, welche Programme und Tabs du verwendest; der Tally-Agent leitet das an Tally weiter, wo daraus Aktivität auf deinem Tag wird.',
  install: {
    title: 'Den Agenten installieren',
    activitywatch: 'Der Agent leitet weiter, was ActivityWatch sieht. Installiere und starte zuerst ActivityWatch:',
    activitywatch_link: 'ActivityWatch herunterladen (activitywatch.net)',
    here: 'Auf dem Computer, auf dem Tally läuft, im Ordner von Tally:',
    own: 'Auf deinem eigenen Computer: Hole Tally (git clone), führe dort npm ci aus und danach denselben Befehl.',
    copy: 'Befehl kopieren',
    copied: 'Kopiert',
  },
  connect: {
    action: 'Verbinden',
    title: 'Einen Detektor verbinden',
    step1: 'Starte den Agenten mit dem Befehl oben.',
    step2: 'Dein Browser öffnet Tally und fragt, ob der Agent deine Aktivität senden darf. Wähle Erlauben.',
    step3: 'Der Agent erhält ein eigenes API-Token und leitet von da an weiter, was ActivityWatch sieht. Widerrufen kannst du es unter Meine API-Tokens.',
    close: 'Schließen',
  },
  list: {
    title: 'Deine Detektoren',
    empty: 'Noch kein Detektor hat etwas gesendet.',
    device: 'Gerät',
    kind: 'Art',
    last_seen: 'Zuletzt gesehen',
    recent: 'Erfassungen (7 Tage)',
    never: 'Noch nichts',
  },
  kinds: { window: 'Fenster', afk: 'Anwesenheit', web: 'Browser-Tabs' },
  feeds: {
    title: 'Kalender-Feeds (ICS)',
    intro: 'Ein Kalender als ICS-Feed: seine Termine werden Termine in Tally. Eine URL wird alle fünf Minuten neu gelesen, eine Datei, solange ihre Termine noch kommen.',
    empty: 'Du hast noch keine Kalender-Feeds.',
    name: 'Name',
    source: 'URL oder Datei',
    file: 'Datei',
    last_read: 'Zuletzt gelesen',
    never: 'Noch nicht',
    last_error: 'Letzter Fehler',
    notes: 'Hinweise',
    add: { title: 'Feed hinzufügen', name: 'Name', url: 'URL des Feeds', or: 'oder', file: 'Datei wählen', submit: 'Hinzufügen' },
    remove: {
      action: 'Entfernen',
      title: 'Feed „%{name}“ entfernen?',
      content: 'Die Termine aus diesem Feed werden ebenfalls entfernt.',
    },
  },
  tokens_link: 'Meine API-Tokens',
};

export const coverage: Texts['coverage'] = {
  title: 'Erfassung',
  subtitle: 'Erfasste Stunden pro Wochentag, gemittelt über die 4 Wochen vor heute',
  detected: 'Erfasst',
  scheduled: 'Arbeitszeiten',
  no_schedule: 'Keine Arbeitszeiten festgelegt: nur die erfassten Stunden.',
  chart_label: 'Erfasste Stunden pro Wochentag im Vergleich zu den Arbeitszeiten',
  bar: '%{day}: %{detected} Std. erfasst, %{scheduled} Std. laut Arbeitszeiten',
  bar_detected: '%{day}: %{detected} Std. erfasst',
  detectors: 'Wer wann Daten sendete, letzte 7 Tage',
  day_sent: '%{date}: 1 Erfassung |||| %{date}: %{smart_count} Erfassungen',
  day_none: '%{date}: nichts empfangen',
  last_seen: 'Zuletzt gesehen %{moment}',
  never: 'Noch nichts empfangen',
  empty: 'Noch kein Detektor verbunden.',
  open: 'Erfassung öffnen',
};
