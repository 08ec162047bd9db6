import type { invitation as nlInvitation, people as nlPeople } from '../nl/people.js';

/** The Users screen's and the account page's texts (de); see ../nl/people.ts. */
export const people: typeof nlPeople = {
  tabs: { overview: 'Übersicht', day: 'Tag', open_days: 'Offene Tage', week: 'Woche' },
  statuses: { invited: 'Eingeladen', active: 'Aktiv', inactive: 'Deaktiviert', archived: 'Archiviert' },
  reasons: { termination: 'Ausgeschieden', efficiency: 'Effizienz', detection: 'Erkennung', performance: 'Leistung', price: 'Preis', other: 'Sonstiges' },
  invitation: { pending: 'Einladung gesendet, gültig bis %{date}', expired: 'Einladung abgelaufen', voided: 'Einladung zurückgezogen', used: 'Einladung angenommen' },
  show_archived: 'Archivierte Benutzer zeigen',
  invite: { action: 'Einladen', title: 'Jemanden einladen', hint: 'Die Einladung geht per E-Mail, in der gewählten Sprache, und ist 7 Tage gültig.', submit: 'Einladung senden', cancel: 'Abbrechen', sent: 'Einladung an %{email} gesendet' },
  deactivate: { action: 'Deaktivieren', title: '%{name} deaktivieren', reason: 'Grund', submit: 'Deaktivieren', cancel: 'Abbrechen', done: 'Deaktiviert' },
  downgrade: { reason: 'Grund', hint: 'Weniger Rechte: bitte den Grund angeben.' },
  reactivate: { action: 'Aktivieren', done: 'Wieder aktiv' },
  resend: { action: 'Einladung erneut senden', done: 'Neue Einladung gesendet; der vorige Link funktioniert nicht mehr' },
  withdraw: { action: 'Einladung zurückziehen', done: 'Einladung zurückgezogen' },
  open_days: { none: 'Alle haben die vergangenen Arbeitstage dieser Woche veröffentlicht.', person: 'Nicht veröffentlicht' },
  day: { date: 'Datum' },
};

export const invitation: typeof nlInvitation = {
  title: 'Willkommen bei Tally',
  intro: 'Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.',
  password: 'Passwort',
  password_confirmation: 'Passwort wiederholen',
  submit: 'Konto aktivieren',
  too_short: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  not_equal: 'Die Passwörter sind nicht gleich',
  invalid: 'Dieser Link ist nicht (mehr) gültig. Bitten Sie Ihren Administrator, die Einladung erneut zu senden.',
  missing: 'Dieser Link ist unvollständig: Öffnen Sie den Link aus der E-Mail.',
  verifying: 'Ihre E-Mail-Adresse wird bestätigt…',
  verified: 'Ihre E-Mail-Adresse ist bestätigt.',
  to_login: 'Zur Anmeldung',
};
