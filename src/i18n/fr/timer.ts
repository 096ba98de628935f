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
    addRow: 'Ajouter une ligne',
  },
} satisfies Translation<typeof english>;
