import type { exportMessages as english } from '../en/exports.ts';
import type { Translation } from '../en.ts';

export const exportMessages = {
  exports: {
    button: 'Exporter',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    dialogTitle: 'Export en {{kind}}',
    progressLabel: 'Progression de l’export',
    fetching: 'Collecte des lignes…',
    fetchedPages: '{{fetched}} pages chargées sur {{total}}',
    writing_one: 'Écriture de {{count}} ligne…',
    writing_other: 'Écriture de {{count}} lignes…',
    cancel: 'Annuler l’export',
    failed: 'L’export a échoué',
    saved_one: '{{count}} ligne enregistrée dans {{file}}.',
    saved_other: '{{count}} lignes enregistrées dans {{file}}.',
    columns: {
      team: 'Équipe',
      declinedBy: 'Refusée par',
      person: 'Personne',
      type: 'Type',
      since: 'Du',
      until: 'Au',
      days: 'Jours',
      hours: 'Heures',
      status: 'Statut',
      note: 'Note',
      sickNote: 'Certificat médical',
      enquired: 'Demandée le',
      decided: 'Décidée le',
      decidedBy: 'Décidée par',
    },
    excelDateFormat: 'dd/mm/yyyy',
  },
} satisfies Translation<typeof english>;
