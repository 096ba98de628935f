import type { locks as english } from '../en/locks.ts';
import type { Translation } from '../en.ts';

export const locks = {
  locks: {
    dayTitle: 'Ce jour est verrouillé',
    dayText: 'Vos saisies et votre temps de travail du {{date}} ne peuvent plus être modifiés ici.',
    periodTitle: 'Les jours jusqu’au {{date}} sont verrouillés pour vous',
    fixed: 'Un propriétaire ou un responsable a verrouillé vos données jusqu’au {{date}} inclus.',
    rollingToday:
      'Vos données ne sont ouvertes que pour aujourd’hui ; un propriétaire ou un responsable a fixé ce verrou glissant.',
    rolling_one:
      'Vos données sont ouvertes pour aujourd’hui et la veille ; un propriétaire ou un responsable a fixé ce verrou glissant.',
    rolling_other:
      'Vos données sont ouvertes pour aujourd’hui et les {{count}} jours précédents ; un propriétaire ou un responsable a fixé ce verrou glissant.',
    why: 'Les saisies des jours verrouillés ne peuvent être ni modifiées ni supprimées ici. Un mauvais projet, service ou texte un jour verrouillé doit être corrigé par un propriétaire ou un responsable. Le temps de travail manquant ou en trop peut être demandé par une demande de modification.',
    rowLocked: 'Verrouillé : {{when}} ne peut plus être modifié',
    dayField: 'Ce jour est verrouillé pour vous (jusqu’au {{date}})',
    request: 'Demander une modification pour le {{date}}',
    requestAny: 'Demander une modification',
  },
} satisfies Translation<typeof english>;
