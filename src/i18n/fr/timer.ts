import type { timer as english } from '../en/timer.ts';
import type { Translation } from '../en.ts';

export const timer = {
  timer: {
    open: 'Chrono',
    openLabel: 'Chronomètre et pointage',
    runningLabel: 'Chronomètre en cours depuis {{elapsed}} : {{what}}',
    stop: 'Arrêter',
    stopLabel: 'Arrêter le chronomètre',
    clockedIn: 'Au travail depuis {{time}}',
    clockedOut: 'Pas de pointage en cours',
    clockIn: "Pointer l'arrivée",
    clockOut: 'Pointer le départ',
    clockOutHint: 'Pointer le départ arrête la saisie en cours.',
    running: 'En cours',
    startTitle: 'Démarrer un chronomètre',
    startHint: "Démarrer pointe l'arrivée et arrête la saisie en cours.",
    recent: 'Récents',
    noRecent: 'Rien de saisi ces deux dernières semaines.',
    customer: 'Client',
    project: 'Projet',
    service: 'Prestation',
    text: 'Texte',
    start: 'Démarrer',
    startLabel: 'Démarrer un chronomètre pour {{what}}',
    noProject: 'Aucun projet',
    kept: {
      title: 'En attente de la connexion',
      hint: 'Hors ligne : les actions sont gardées avec leur heure et envoyées au retour de la connexion.',
      clockIn: 'Arrivée à {{time}}',
      clockOut: 'Départ à {{time}}',
      start: 'Démarrage à {{time}}',
      stop: 'Arrêt à {{time}}',
      filed:
        'Votre temps jusqu’à {{time}} tombe un jour verrouillé ; il a été déposé comme demande de modification.',
      refused: 'Non enregistré : {{what}}',
    },
    addRow: 'Ajouter une ligne',
  },
} satisfies Translation<typeof english>;
