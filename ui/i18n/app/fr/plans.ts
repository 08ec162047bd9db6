import type { plans as nlPlans } from '../nl/plans.js';

/** The subscription screen, the trial bar and the page without a subscription (fr); see ../nl.ts. */
export const plans: typeof nlPlans = {
  menu: 'Abonnement',
  title: 'Abonnement',
  off: "Les formules sont désactivées sur cette installation : pas de période d'essai, rien n'est limité.",
  trial_bar: "Période d'essai : encore %{days} jours.",
  trial_ended: "Votre période d'essai est terminée : vous ne voyez que les 8 dernières heures. L'activité est toujours enregistrée.",
  activate_link: 'Activer votre compte',
  statuses: { trial: "Période d'essai", active: 'Actif', suspended: 'Suspendu' },
  status: 'Statut',
  plan: 'Formule',
  no_limits: 'Sans limite',
  history: 'Historique',
  history_from: 'À partir du %{date}',
  history_all: 'Tout',
  trial: "Période d'essai",
  trial_days: 'Encore %{remaining} jours sur %{days}',
  activate: { title: 'Activer', plan: 'Formule', agree: "J'accepte les informations indiquées", submit: 'Activer', done: 'Votre compte est actif' },
  deactivate: {
    action: "Résilier l'abonnement",
    title: 'Résilier votre abonnement',
    hint: "Votre organisation repasse à Free : l'activité est toujours enregistrée, mais seules les 8 dernières heures sont visibles.",
    reason: 'Raison',
    explanation: 'Précisions (facultatif)',
    submit: 'Résilier',
    cancel: 'Annuler',
    done: 'Votre abonnement est résilié',
  },
  reasons: { termination: "Nous arrêtons d'utiliser Tally", efficiency: 'Efficacité', detection: 'Détection', performance: 'Performance', price: 'Prix', other: 'Autre' },
  page: { title: "Pas d'abonnement actif", admin: "Voir l'abonnement de votre organisation" },
};
