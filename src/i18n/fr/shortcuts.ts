import type { shortcuts as english } from '../en/shortcuts.ts';
import type { Translation } from '../en.ts';

export const shortcuts = {
  shortcuts: {
    title: 'Raccourcis clavier',
    menuItem: 'Raccourcis clavier',
    key: 'Touches',
    action: 'Action',
    listsCaption: 'Sur les pages de liste',
    everywhereCaption: 'Partout',
    typingHint:
      'Les raccourcis sont inactifs pendant la saisie dans un champ ou quand une boîte de dialogue est ouverte.',
    focusSearch: 'Rechercher dans la liste',
    addRecord: 'Nouvel élément (là où vous pouvez en ajouter)',
    nextRow: 'Ligne suivante',
    previousRow: 'Ligne précédente',
    openRow: 'Ouvrir ou modifier la ligne mise en évidence',
    palette: 'Palette de commandes : pages, éléments et commandes (⌘ K sur Mac)',
    help: 'Afficher ces raccourcis',
    close: 'Fermer une boîte de dialogue',
  },
} satisfies Translation<typeof english>;
