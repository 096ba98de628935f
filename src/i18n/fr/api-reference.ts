import type { apiReference as english } from '../en/api-reference.ts';
import type { Translation } from '../en.ts';

export const apiReference = {
  apiReference: {
    title: 'Référence de l’API',
    menu: 'Référence de l’API',
    description:
      'Tous les points d’accès du service, décrits à partir des mêmes schémas que l’application et le service. « Test Request » envoie de vrais appels, connecté en tant que {{email}} : ce que vous y modifiez change pour tout le monde.',
    region: 'Points d’accès',
  },
} satisfies Translation<typeof english>;
