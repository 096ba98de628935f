import type { workDay as english } from '../en/work-day.ts';
import type { Translation } from '../en.ts';

export const workDay = {
  workDay: {
    title: 'Temps de travail',
    titleOf: 'Temps de travail de {{name}}',
    previousDay: 'Jour précédent',
    nextDay: 'Jour suivant',
    strip: 'Temps de travail du {{day}}',
    interval: 'Plage {{number}}',
    intervalRange: 'Plage {{number}} : {{range}}',
    breakRange: 'Pause {{range}}',
    startHandle: 'Début de la plage {{number}}',
    endHandle: 'Fin de la plage {{number}}',
    add: 'Ajouter une plage',
    remove: 'Supprimer la plage {{number}}',
    none: 'Aucun temps de travail ce jour-là. Ajoutez une plage pour commencer.',
    totals: 'Travaillé {{worked}} · pauses {{breaks}}',
    overlaps: 'Chevauche la plage {{number}}',
    atOnceTitle: 'Enregistré immédiatement',
    atOnceText: 'Vous pouvez modifier le {{day}} : l’enregistrement change le temps de travail aussitôt.',
    approverTitle: 'Soumis à approbation',
    approverText:
      'Le {{day}} est verrouillé pour vous. {{reason}} L’enregistrement dépose une demande de modification ; le temps de travail change dès qu’elle est approuvée.',
    clockRuns: 'La pointeuse tourne ce jour-là. Sa plage ouverte n’apparaît pas ici et reste telle quelle.',
    nothingChanged: 'Rien n’a encore changé.',
    reset: 'Annuler les modifications',
    save: 'Enregistrer le temps de travail',
    notAllowed: 'Vous ne pouvez pas modifier ce temps de travail.',
    today: 'Temps de travail du jour',
    edit: 'Modifier le temps de travail',
  },
} satisfies Translation<typeof english>;
