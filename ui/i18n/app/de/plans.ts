import type { plans as nlPlans } from '../nl/plans.js';

/** The subscription screen, the trial bar and the page without a subscription (de); see ../nl.ts. */
export const plans: typeof nlPlans = {
  menu: 'Abonnement',
  title: 'Abonnement',
  off: 'Tarife sind auf dieser Installation ausgeschaltet: Es gibt keine Testphase und nichts ist eingeschränkt.',
  trial_bar: 'Testphase: noch %{days} Tage.',
  trial_ended: 'Ihre Testphase ist vorbei: Sie sehen nur die letzten 8 Stunden. Aktivität wird weiterhin erfasst.',
  activate_link: 'Konto aktivieren',
  statuses: { trial: 'Testphase', active: 'Aktiv', suspended: 'Gesperrt' },
  status: 'Status',
  plan: 'Tarif',
  no_limits: 'Keine Einschränkung',
  history: 'Verlauf',
  history_from: 'Ab %{date}',
  history_all: 'Alles',
  trial: 'Testphase',
  trial_days: 'Noch %{remaining} von %{days} Tagen',
  activate: { title: 'Aktivieren', plan: 'Tarif', agree: 'Ich stimme den angegebenen Informationen zu', submit: 'Aktivieren', done: 'Ihr Konto ist aktiv' },
  deactivate: {
    action: 'Abonnement beenden',
    title: 'Abonnement beenden',
    hint: 'Ihre Organisation fällt auf Free zurück: Aktivität wird weiterhin erfasst, aber nur die letzten 8 Stunden sind sichtbar.',
    reason: 'Grund',
    explanation: 'Erläuterung (optional)',
    submit: 'Beenden',
    cancel: 'Abbrechen',
    done: 'Ihr Abonnement ist beendet',
  },
  reasons: { termination: 'Wir hören mit Tally auf', efficiency: 'Effizienz', detection: 'Erkennung', performance: 'Leistung', price: 'Preis', other: 'Sonstiges' },
  page: { title: 'Kein aktives Abonnement', admin: 'Abonnement Ihrer Organisation ansehen' },
};
