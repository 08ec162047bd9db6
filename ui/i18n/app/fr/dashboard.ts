import type { new_version as nlNewVersion, notifications as nlNotifications, onboarding as nlOnboarding, team as nlTeam } from '../nl/dashboard.js';

/** The texts of the dashboard's widgets in French (see ../nl/dashboard.ts). */
export const onboarding: typeof nlOnboarding = {
  welcome: {
    title: 'Bienvenue dans Tally',
    intro: 'Tally enregistre votre temps pendant que vous travaillez. Les tâches vous guident pendant cette première semaine.',
    trial: 'Votre organisation essaie Tally.',
    progress: '%{done} tâches sur %{total} faites',
    processing_locked: 'Encore 1 journée publiée avant le traitement des journées |||| Encore %{smart_count} journées publiées avant le traitement des journées',
    processing_unlocked: 'Le traitement des journées est disponible.',
    show_tasks: 'Afficher les tâches',
    hide_tasks: 'Masquer les tâches',
  },
  tasks: {
    title: 'Premiers pas',
    all_done: 'Tout est fait.',
    dismiss: 'Passer',
    types: { detection: 'Détection', essential: 'Essentiel', general: 'Général', security: 'Sécurité' },
    keys: {
      desktop_detector: 'Installez l’agent sur votre ordinateur',
      browser_detector: 'Connectez votre navigateur',
      calendar_connected: 'Connectez votre agenda',
      first_day_published: 'Publiez votre première journée',
      day_processing_unlocked: 'Publiez 7 journées pour débloquer le traitement des journées',
      colleague_invited: 'Invitez un collègue',
      crm_connected: 'Connectez votre CRM ou système de tickets',
      two_factor_enabled: 'Activez la connexion à deux facteurs',
    },
    progress: '%{done} journées publiées sur %{required}',
    reward: '+%{days} jours d’essai par invitation acceptée',
  },
};

export const team: typeof nlTeam = {
  week: {
    title: 'L’équipe cette semaine',
    total: 'Publié',
    missing: 'Non publié : %{days}',
    complete: 'À jour',
    open: 'Journées publiées',
    empty: 'Personne dans votre organisation pour l’instant.',
  },
  detection: {
    title: 'Les détecteurs de l’équipe',
    connected: '%{connected} personnes sur %{total} ont connecté un détecteur',
    missing: 'Pas encore de détecteur connecté :',
    all: 'Tout le monde a connecté un détecteur.',
  },
  sync_errors: {
    title: 'Erreurs de synchronisation',
    none: 'Aucune erreur de synchronisation.',
    count: '1 erreur |||| %{smart_count} erreurs',
    open: 'Voir les erreurs de synchronisation',
  },
  users: {
    title: 'Votre équipe',
    intro: 'Invitez vos collègues : chacun enregistre son propre temps, vous voyez ce qu’ils publient.',
    count: '1 personne |||| %{smart_count} personnes',
    invite: 'Inviter des personnes',
    done: 'Terminé',
  },
};

export const notifications: typeof nlNotifications = {
  title: 'Notifications',
  empty: 'Aucune notification.',
  booking_reminder: 'Réservez et publiez %{date} : encore %{duration} non publié.',
};

export const new_version: typeof nlNewVersion = {
  message: 'Une nouvelle version de Tally est disponible. Actualisez la page pour l’utiliser.',
  refresh: 'Actualiser',
};
