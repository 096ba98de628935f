import type { locks as english } from '../en/locks.ts';
import type { Translation } from '../en.ts';

export const locks = {
  locks: {
    dayTitle: 'Dieser Tag ist gesperrt',
    dayText: 'Ihre Einträge und Arbeitszeiten am {{date}} können hier nicht mehr geändert werden.',
    periodTitle: 'Tage bis zum {{date}} sind für Sie gesperrt',
    fixed: 'Ein Inhaber oder Manager hat Ihre Daten bis einschließlich {{date}} gesperrt.',
    rollingToday:
      'Ihre Daten sind nur für heute offen; diese rollierende Sperre hat ein Inhaber oder Manager gesetzt.',
    rolling_one:
      'Ihre Daten sind für heute und den Vortag offen; diese rollierende Sperre hat ein Inhaber oder Manager gesetzt.',
    rolling_other:
      'Ihre Daten sind für heute und die {{count}} Tage davor offen; diese rollierende Sperre hat ein Inhaber oder Manager gesetzt.',
    why: 'Einträge an gesperrten Tagen können hier weder bearbeitet noch gelöscht werden. Ein falsches Projekt, eine falsche Leistung oder ein falscher Text an einem gesperrten Tag braucht einen Inhaber oder Manager. Fehlende oder zu viel erfasste Arbeitszeit können Sie mit einem Änderungsantrag beantragen.',
    rowLocked: 'Gesperrt: {{when}} kann nicht mehr geändert werden',
    dayField: 'Dieser Tag ist für Sie gesperrt (bis {{date}})',
    request: 'Änderung für {{date}} beantragen',
    requestAny: 'Änderung beantragen',
  },
} satisfies Translation<typeof english>;
