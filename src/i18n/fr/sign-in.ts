import type { signIn as english } from '../en/sign-in.ts';
import type { Translation } from '../en.ts';

export const signIn = {
  signIn: {
    title: 'Connexion',
    subtitle: 'Avec l’adresse e-mail que votre entreprise a enregistrée pour vous.',
    email: 'E-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    password: 'Mot de passe',
    passwordRequired: 'Saisissez votre mot de passe',
    togglePasswordVisibility: 'Afficher ou masquer le mot de passe',
    apiKey: 'Clé API',
    apiKeyRequired: 'Saisissez votre clé API',
    toggleKeyVisibility: 'Afficher ou masquer la clé',
    staySignedIn: 'Rester connecté sur cet appareil',
    staySignedInHint: 'Sinon, vous êtes déconnecté à la fermeture de l’onglet du navigateur.',
    submit: 'Se connecter',
    withKey: 'Se connecter avec une clé API',
    withPassword: 'Se connecter avec un mot de passe',
    forgotPassword: 'Mot de passe oublié ?',
    noPasswords:
      'Ce service ne propose pas la connexion par mot de passe. Connectez-vous avec votre clé API.',
    wrongCredentials: 'L’e-mail ou la clé API est incorrect.',
    wrongPassword: 'L’e-mail ou le mot de passe est incorrect.',
    tooManyAttempts: 'Trop de tentatives échouées. Réessayez dans {{seconds}} secondes.',
    tooManyAttemptsLater: 'Trop de tentatives échouées. Réessayez dans une minute.',
    sessionEnded: 'Votre session a expiré. Reconnectez-vous pour continuer.',
    failed: 'Échec de la connexion',
  },
  passwords: {
    forgotTitle: 'Mot de passe oublié ?',
    forgotText:
      'Saisissez l’adresse e-mail avec laquelle vous vous connectez. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    sendLink: 'Envoyer le lien',
    linkSent:
      'Si {{email}} correspond à un compte, un lien pour choisir un nouveau mot de passe est en route. Il ne sert qu’une fois, pendant une heure.',
    backToSignIn: 'Retour à la connexion',
    setTitle: 'Choisir votre mot de passe',
    setText:
      'Au moins {{min}} caractères. Quelques mots sans rapport entre eux donnent un mot de passe long et facile à retenir.',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répétez le nouveau mot de passe',
    tooShort: 'Utilisez au moins {{min}} caractères',
    tooLong: 'Utilisez au plus {{max}} caractères',
    notSame: 'Les deux mots de passe sont différents',
    tooEasy:
      'Ce mot de passe est trop facile à deviner : c’est un mot de passe courant, votre adresse e-mail ou un seul caractère répété. Choisissez-en un autre.',
    linkDead: 'Ce lien ne fonctionne plus : il a déjà servi ou il a expiré.',
    askNewLink: 'Demander un nouveau lien',
    noToken:
      'Cette page s’ouvre depuis le lien de votre message d’invitation ou de réinitialisation. Utilisez ce lien ou demandez-en un nouveau.',
    save: 'Enregistrer le mot de passe',
    saved: 'Votre mot de passe est enregistré. Connectez-vous avec lui maintenant.',
  },
  passwordChange: {
    menuItem: 'Changer le mot de passe…',
    title: 'Changer le mot de passe',
    text: 'Au moins {{min}} caractères. Tout autre navigateur connecté avec votre mot de passe est déconnecté ; celui-ci reste connecté.',
    current: 'Mot de passe actuel',
    currentRequired: 'Saisissez votre mot de passe actuel',
    currentWrong: 'Ce n’est pas votre mot de passe actuel.',
    submit: 'Changer le mot de passe',
    changed: 'Mot de passe changé. Tout autre navigateur connecté avec votre mot de passe a été déconnecté.',
  },
  sessions: {
    menuItem: 'Sessions…',
    title: 'Vos sessions',
    text: 'Chaque navigateur connecté avec votre mot de passe, le plus récemment utilisé en premier.',
    thisDevice: 'Cet appareil',
    started: 'Connecté {{when}}',
    lastSeen: 'Dernière utilisation {{when}}',
    unknownBrowser: 'Navigateur inconnu',
    signOutEverywhere: 'Se déconnecter partout',
    confirmTitle: 'Se déconnecter partout ?',
    confirmText:
      'Chaque navigateur connecté avec votre mot de passe devra se reconnecter, celui-ci aussi. Faites-le si vous êtes resté connecté sur un appareil que vous n’avez plus.',
    signedOutEverywhere: 'Déconnecté partout. Reconnectez-vous pour continuer.',
    signOutOne: 'Déconnecter',
    signOutOneLabel: 'Déconnecter {{browser}}, dernière utilisation {{when}}',
    confirmOneTitle: 'Déconnecter ce navigateur ?',
    confirmOneText:
      '{{browser}}, dernière utilisation {{when}}, devra se reconnecter avec le mot de passe pour continuer.',
    signedOutOne: '{{browser}} est déconnecté.',
    none: 'Vous n’êtes connecté nulle part avec votre mot de passe.',
  },
} satisfies Translation<typeof english>;
