/** The Users screen's and the account page's texts (nl); see ../nl.ts. */
export const people = {
  tabs: { overview: 'Overzicht', day: 'Dag', open_days: 'Open dagen', week: 'Week' },
  statuses: { invited: 'Uitgenodigd', active: 'Actief', inactive: 'Gedeactiveerd', archived: 'Gearchiveerd' },
  reasons: {
    termination: 'Uit dienst',
    efficiency: 'Efficiëntie',
    detection: 'Detectie',
    performance: 'Prestaties',
    price: 'Prijs',
    other: 'Anders',
  },
  invitation: { pending: 'Uitnodiging verstuurd, geldig tot %{date}', expired: 'Uitnodiging verlopen', voided: 'Uitnodiging ingetrokken', used: 'Uitnodiging geaccepteerd' },
  show_archived: 'Gearchiveerde gebruikers tonen',
  invite: { action: 'Uitnodigen', title: 'Iemand uitnodigen', hint: 'De uitnodiging gaat per e-mail, in de gekozen taal, en is 7 dagen geldig.', submit: 'Uitnodiging versturen', cancel: 'Annuleren', sent: 'Uitnodiging verstuurd naar %{email}' },
  deactivate: { action: 'Deactiveren', title: '%{name} deactiveren', reason: 'Reden', submit: 'Deactiveren', cancel: 'Annuleren', done: 'Gedeactiveerd' },
  downgrade: { reason: 'Reden', hint: 'Minder rechten: zeg waarom.' },
  reactivate: { action: 'Activeren', done: 'Weer actief' },
  resend: { action: 'Uitnodiging opnieuw versturen', done: 'Nieuwe uitnodiging verstuurd; de vorige link werkt niet meer' },
  withdraw: { action: 'Uitnodiging intrekken', done: 'Uitnodiging ingetrokken' },
  open_days: { none: 'Iedereen heeft de afgelopen werkdagen van deze week gepubliceerd.', person: 'Niet gepubliceerd' },
  day: { date: 'Datum' },
};

/** The unprotected account page: accepting an invitation (account/new) and confirming an email address (account). */
export const invitation = {
  title: 'Welkom bij Tally',
  intro: 'Kies een wachtwoord om je account te activeren.',
  password: 'Wachtwoord',
  password_confirmation: 'Wachtwoord herhalen',
  submit: 'Account activeren',
  too_short: 'Het wachtwoord moet minstens 8 tekens lang zijn',
  not_equal: 'De wachtwoorden zijn niet gelijk',
  invalid: 'Deze link is niet (meer) geldig. Vraag je beheerder om de uitnodiging opnieuw te versturen.',
  missing: 'Deze link is onvolledig: open de link uit de e-mail.',
  verifying: 'Je e-mailadres wordt bevestigd…',
  verified: 'Je e-mailadres is bevestigd.',
  to_login: 'Naar inloggen',
};
