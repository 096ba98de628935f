import type { connection as english } from '../en/connection.ts';
import type { Translation } from '../en.ts';

export const connection = {
  signInAgain: {
    title: 'Se reconnecter',
    text: 'Le service n’accepte plus votre connexion, par exemple parce que votre clé API a été remplacée. Connectez-vous avec votre clé actuelle pour continuer : cette page reste telle quelle, et ce que vous enregistriez est envoyé une fois connecté.',
    otherUser: 'Se connecter sous un autre nom repart de zéro : ce qui n’est pas enregistré est abandonné.',
    signOut: 'Se déconnecter',
  },
  offline: {
    cannotSave: 'Vous êtes hors ligne : l’enregistrement refonctionne dès que la connexion revient.',
  },
} satisfies Translation<typeof english>;
