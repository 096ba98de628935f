import type { signIn as english } from '../en/sign-in.ts';
import type { Translation } from '../en.ts';

export const signIn = {
  signIn: {
    title: 'Connexion',
    subtitle: 'Utilisez votre adresse e-mail et la clé API qui vous a été attribuée.',
    email: 'E-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    apiKey: 'Clé API',
    apiKeyRequired: 'Saisissez votre clé API',
    toggleKeyVisibility: 'Afficher ou masquer la clé',
    staySignedIn: 'Rester connecté sur cet appareil',
    staySignedInHint: 'Sinon, vous êtes déconnecté à la fermeture de l’onglet du navigateur.',
    submit: 'Se connecter',
    wrongCredentials: 'L’e-mail ou la clé API est incorrect.',
    tooManyAttempts: 'Trop de tentatives échouées. Réessayez dans {{seconds}} secondes.',
    tooManyAttemptsLater: 'Trop de tentatives échouées. Réessayez dans une minute.',
    sessionEnded: 'Votre session a expiré. Reconnectez-vous pour continuer.',
    failed: 'Échec de la connexion',
  },
} satisfies Translation<typeof english>;
