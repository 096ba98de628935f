import type { surcharges as english } from '../en/surcharges.ts';
import type { Translation } from '../en.ts';

export const surcharges = {
  surcharges: {
    title: 'Majorations',
    listTitle: 'Modèles de majoration',
    intro:
      'Un modèle de majoration fixe le pourcentage de temps de travail compté en plus la nuit, le week-end et les jours chômés.',
    new: 'Nouveau modèle de majoration',
    newTitle: 'Nouveau modèle de majoration',
    editTitle: 'Modifier le modèle de majoration',
    backToList: 'Tous les modèles de majoration',
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    noModelsYet: 'Aucun modèle de majoration pour l’instant',
    noModelsHint: 'Créez-en un pour compter du temps en plus la nuit, le week-end et les jours fériés.',
    noModelsHintReadOnly: 'Les propriétaires et les managers les configurent.',
    readOnly:
      'Vous pouvez consulter les modèles de majoration ; seuls les propriétaires et les managers peuvent les modifier.',
    created: 'Modèle de majoration « {{name}} » créé',
    updated: 'Modèle de majoration « {{name}} » enregistré',
    deleted: 'Modèle de majoration « {{name}} » supprimé',
    notFound: 'Ce modèle de majoration n’existe pas ou a été supprimé.',
    coWorkers: {
      title: 'Collaborateurs avec ce modèle aujourd’hui',
      none: 'Personne n’a ce modèle aujourd’hui.',
      hint: 'Attribuez un modèle sur la page d’un collaborateur, sous Modèles de majoration.',
    },
    columns: {
      name: 'Nom',
      kinds: 'Majorations',
      accumulation: 'En cas de chevauchement',
    },
    noKinds: 'Aucune activée',
    accumulationOn: 'La nuit s’ajoute',
    accumulationOff: 'Le pourcentage le plus élevé s’applique',
    kindWithPercent: '{{kind}} {{percent}}',
    kinds: {
      night: 'Nuit',
      night_increased: 'Nuit renforcée',
      nonbusiness: 'Jour chômé',
      nonbusiness_special: 'Jour chômé spécial',
      sunday: 'Dimanche',
      saturday: 'Samedi',
    },
    kindHints: {
      night: 'S’applique tous les jours.',
      night_increased:
        'S’applique tous les jours ; en général le cœur de la nuit, à un pourcentage plus élevé.',
      nonbusiness: 'Les jours chômés, comme les jours fériés.',
      nonbusiness_special: 'Les jours chômés marqués comme spéciaux, comme le jour de Noël.',
      sunday: 'Le dimanche.',
      saturday: 'Le samedi.',
    },
    fields: {
      name: 'Nom',
      accumulation: 'Ajouter les majorations de nuit aux autres majorations',
      accumulationHint:
        'Activé, une majoration de nuit s’ajoute à une majoration de dimanche, de samedi ou de jour chômé au même moment ; désactivé, seul le pourcentage le plus élevé s’applique.',
      kindsSection: 'Majorations',
      percent: 'Pourcentage',
      percentMeaning: 'Le temps de travail dans cette plage compte {{factor}} fois',
      since: 'De',
      until: 'À',
      previousDay: 'Commence la veille',
      nextDay: 'Se termine le lendemain',
    },
    percentZero: 'Au moins 1 %. Pour retirer cette majoration, désactivez-la.',
    timeRequired: 'Saisissez une heure',
    window: {
      night: 'Tous les jours de {{since}} à {{until}}',
      nightOvernight: 'Tous les jours de {{since}} à {{until}} le lendemain matin',
      nightAllDay: 'Tous les jours, 24 h sur 24',
      sameStartAndEnd:
        'Le début et la fin sont identiques : cette majoration s’appliquerait tous les jours, 24 h sur 24. Est-ce voulu ? Sinon, modifiez l’une des heures.',
      wholeDay: 'Toute la journée',
      sameDay: 'De {{since}} à {{until}} le jour même',
      fromDayBefore: 'De {{since}} la veille à {{until}} le jour même',
      toNextDay: 'De {{since}} le jour même à {{until}} le lendemain',
      dayBeforeToNextDay: 'De {{since}} la veille à {{until}} le lendemain',
      never:
        'La fin n’est pas après le début, cette majoration ne s’applique donc jamais. Activez « Se termine le lendemain » ou changez les heures.',
    },
    preview: {
      title: 'Aperçu de la semaine',
      ruleAdded:
        'Les majorations de nuit s’ajoutent à une majoration de dimanche, de samedi ou de jour chômé au même moment.',
      ruleHigher: 'Là où des majorations se chevauchent, seul le pourcentage le plus élevé s’applique.',
      nothing: 'Activez une majoration pour voir quand elle s’applique.',
      legend: 'Légende',
      chartLabel:
        'Graphique des moments où les majorations s’appliquent dans la semaine ; le tableau ci-dessous donne les mêmes heures.',
      neverApplies: 'Ne s’applique jamais, car la fin n’est pas après le début : {{kinds}}.',
      illustrative: {
        nonbusiness: 'Un jour chômé (p. ex. un jour férié un {{weekday}})',
        nonbusiness_special: 'Un jour chômé spécial (p. ex. le jour de Noël un {{weekday}})',
      },
      before: 'La veille, {{segment}}',
      after: 'Le lendemain, {{segment}}',
      segment: '{{range}} : {{percent}} ({{detail}})',
      range: '{{since}}–{{until}}',
      notCounted: '{{applied}} ; non compté : {{ignored}}',
      tableCaption: 'Quand les majorations s’appliquent, jour par jour',
      day: 'Jour',
      times: 'Heures et pourcentage',
      none: 'Aucune majoration',
    },
  },
} satisfies Translation<typeof english>;
