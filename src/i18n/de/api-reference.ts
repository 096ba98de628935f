import type { apiReference as english } from '../en/api-reference.ts';
import type { Translation } from '../en.ts';

export const apiReference = {
  apiReference: {
    title: 'API-Referenz',
    menu: 'API-Referenz',
    description:
      'Alle Endpunkte des Dienstes, beschrieben aus denselben Schemas, die App und Dienst verwenden. „Test Request“ sendet echte Aufrufe, angemeldet als {{email}}: Was Sie dort ändern, ändert sich für alle.',
    region: 'Endpunkte',
  },
} satisfies Translation<typeof english>;
