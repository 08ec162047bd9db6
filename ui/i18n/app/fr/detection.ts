import type { AppMessages } from '../nl.js';

type Texts = AppMessages['tally'];

/** The texts of detection (fr); see ../nl/detection.ts. */
export const tokens: Texts['tokens'] = {
  menu: 'Mes jetons d’API',
  title: 'Mes jetons d’API',
  intro:
    'Avec un jeton d’API, un détecteur (l’agent, une extension de navigateur, les watchers d’ActivityWatch) envoie votre activité à Tally, ou un programme lit vos propres données. Un jeton fonctionne jusqu’à ce que vous le révoquiez.',
  empty: 'Vous n’avez pas encore de jeton d’API.',
  new: 'Nouveau jeton',
  columns: { name: 'Nom', abilities: 'Droits', created_at: 'Créé', last_used_at: 'Dernière utilisation', status: 'Statut' },
  never_used: 'Jamais',
  abilities: { detections_write: 'Envoyer des détections', read: 'Lire mes données' },
  ability_hints: {
    detections_write: 'Pour les détecteurs : l’agent, une extension de navigateur, les watchers d’ActivityWatch.',
    read: 'Lire vos propres activités, journées et rapports.',
  },
  status: { active: 'Actif', revoked: 'Révoqué' },
  create: {
    title: 'Nouveau jeton d’API',
    name: 'Nom',
    name_hint: 'Par exemple l’appareil ou le programme qui l’utilise.',
    abilities: 'Que peut faire le jeton ?',
    no_ability: 'Choisissez au moins un droit.',
    submit: 'Créer',
    cancel: 'Annuler',
  },
  secret: {
    title: 'Votre nouveau jeton d’API',
    label: 'Jeton',
    warning: 'Copiez le jeton maintenant : vous ne le reverrez plus.',
    copy: 'Copier',
    copied: 'Copié',
    copy_failed: 'La copie n’a pas fonctionné : sélectionnez le jeton et copiez-le vous-même.',
    close: 'Je l’ai copié',
  },
  revoke: {
    action: 'Révoquer',
    title: 'Révoquer le jeton « %{name} » ?',
    content: 'Ce qui utilise ce jeton ne pourra plus rien envoyer ni lire. Ce qu’il a déjà envoyé est conservé.',
    done: 'Jeton révoqué',
  },
};

export const handoff: Texts['handoff'] = {
  allow: 'Autoriser',
  cancel: 'Annuler',
  working: 'Connexion en cours…',
  to_dashboard: 'Vers le tableau de bord',
  grants: 'Il reçoit un jeton d’API qui peut envoyer des détections et lire vos propres données. Vous pouvez le révoquer à tout moment dans Mes jetons d’API.',
  native: {
    title: 'Connecter un détecteur',
    asking: 'Un agent Tally sur cet ordinateur souhaite envoyer votre activité à Tally.',
    device: 'Appareil : %{device}',
    default_device: 'Cet ordinateur',
    done: 'Connecté : vous pouvez fermer cette fenêtre.',
  },
  extension: {
    title: 'Connecter une extension de navigateur',
    asking: 'Une extension de navigateur souhaite envoyer votre activité à Tally.',
    device: 'Navigateur : %{device}',
    target: 'Le jeton est remis à %{target}',
    default_device: 'Navigateur',
    done: 'Connecté : l’extension a reçu le jeton. Vous pouvez fermer cette fenêtre.',
  },
  token: {
    title: 'Un jeton d’API à copier',
    asking: 'Créez un jeton d’API à coller dans un détecteur.',
    name: 'Jeton copié %{date}',
    create: 'Créer le jeton',
  },
  failed: {
    native: 'Échec de la connexion native',
    extension: 'Échec de la connexion de l’extension de navigateur',
    token: 'Échec de la création du jeton',
    retry: 'Réessayer',
    close: 'Fermer',
  },
  problems: {
    port: 'Le port « %{port} » n’est pas valide : l’agent indique un nombre de 1024 à 65535.',
    redirect_uri: 'L’adresse « %{uri} » n’est pas celle d’une extension de navigateur.',
    unreachable: 'L’agent sur le port %{port} n’a pas répondu. Attend-il encore ? Relancez « npm run agent -- login ».',
    refused: 'L’agent sur le port %{port} a refusé le jeton (HTTP %{status}).',
  },
};

export const detectors: Texts['detectors'] = {
  menu: 'Détection',
  title: 'Détection',
  intro:
    'Les détecteurs enregistrent votre activité. ActivityWatch suit sur votre ordinateur les programmes et onglets que vous utilisez ; l’agent Tally transmet cela à Tally, où cela devient de l’activité sur votre journée.',
  install: {
    title: 'Installer l’agent',
    activitywatch: 'L’agent transmet ce que voit ActivityWatch. Installez et lancez d’abord ActivityWatch :',
    activitywatch_link: 'Télécharger ActivityWatch (activitywatch.net)',
    here: 'Sur l’ordinateur où tourne Tally, dans le dossier de Tally :',
    own: 'Sur votre propre ordinateur : récupérez Tally (git clone), lancez npm ci puis la même commande.',
    copy: 'Copier la commande',
    copied: 'Copié',
  },
  connect: {
    action: 'Connecter',
    title: 'Connecter un détecteur',
    step1: 'Lancez l’agent avec la commande ci-dessus.',
    step2: 'Votre navigateur ouvre Tally et demande si l’agent peut envoyer votre activité. Choisissez Autoriser.',
    step3: 'L’agent reçoit son propre jeton d’API et transmet désormais ce que voit ActivityWatch. Vous pouvez le révoquer dans Mes jetons d’API.',
    close: 'Fermer',
  },
  list: {
    title: 'Vos détecteurs',
    empty: 'Aucun détecteur n’a encore rien envoyé.',
    device: 'Appareil',
    kind: 'Type',
    last_seen: 'Vu pour la dernière fois',
    recent: 'Détections (7 jours)',
    never: 'Rien pour l’instant',
  },
  kinds: { window: 'Fenêtres', afk: 'Présence', web: 'Onglets' },
  feeds: {
    title: 'Flux d’agenda (ICS)',
    intro: 'Un agenda en flux ICS : ses événements deviennent des rendez-vous dans Tally. Une URL est relue toutes les cinq minutes, un fichier tant que ses événements sont à venir.',
    empty: 'Vous n’avez pas encore de flux d’agenda.',
    name: 'Nom',
    source: 'URL ou fichier',
    file: 'Fichier',
    last_read: 'Dernière lecture',
    never: 'Pas encore',
    last_error: 'Dernière erreur',
    notes: 'Remarques',
    add: { title: 'Ajouter un flux', name: 'Nom', url: 'URL du flux', or: 'ou', file: 'Choisir un fichier', submit: 'Ajouter' },
    remove: {
      action: 'Supprimer',
      title: 'Supprimer le flux « %{name} » ?',
      content: 'Les rendez-vous de ce flux sont supprimés aussi.',
    },
  },
  tokens_link: 'Mes jetons d’API',
};

export const coverage: Texts['coverage'] = {
  title: 'Détection',
  subtitle: 'Heures détectées par jour de la semaine, en moyenne sur les 4 semaines avant aujourd’hui',
  detected: 'Détecté',
  scheduled: 'Horaire de travail',
  no_schedule: 'Aucun horaire de travail défini : heures détectées seulement.',
  chart_label: 'Heures détectées par jour de la semaine face à l’horaire de travail',
  bar: '%{day} : %{detected} h détectées, %{scheduled} h prévues',
  bar_detected: '%{day} : %{detected} h détectées',
  detectors: 'Qui a envoyé quoi et quand, 7 derniers jours',
  day_sent: '%{date} : 1 détection |||| %{date} : %{smart_count} détections',
  day_none: '%{date} : rien reçu',
  last_seen: 'Vu pour la dernière fois %{moment}',
  never: 'Rien reçu pour l’instant',
  empty: 'Aucun détecteur connecté pour l’instant.',
  open: 'Ouvrir la détection',
};
