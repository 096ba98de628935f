import type { twoFactor as english } from '../en/two-factor.ts';
import type { Translation } from '../en.ts';

export const twoFactor = {
  twoFactor: {
    menuItem: 'Connexion à deux facteurs…',
    title: 'Connexion à deux facteurs',
    intro:
      "En plus du mot de passe, la connexion demande alors un code à 6 chiffres d'une application d'authentification sur votre téléphone : un mot de passe volé ne suffit plus.",
    on: 'La connexion à deux facteurs est activée.',
    off: 'La connexion à deux facteurs est désactivée.',
    codesLeft: 'Codes de récupération inutilisés : {{count}}',
    required: 'Votre entreprise exige la connexion à deux facteurs des propriétaires et des managers.',
    mustTurnOn:
      'Votre entreprise exige la connexion à deux facteurs des propriétaires et des managers. Activez-la pour continuer à travailler.',
    turnOn: 'Activer',
    addAccount:
      "Ajoutez Stint à votre application d'authentification : ouvrez le lien sur cet appareil ou saisissez la clé dans l'application.",
    openInApp: "Ouvrir dans l'application d'authentification",
    copyKey: 'Copier la clé',
    copied: 'Copié',
    enterCode: "Saisissez ensuite le code à 6 chiffres affiché par l'application.",
    code: 'Code',
    codeInvalid: "Saisissez les 6 chiffres affichés par l'application",
    codeWrong: 'Ce code est faux ou a déjà été utilisé. Saisissez le code actuel.',
    confirm: 'Activer la connexion à deux facteurs',
    turnedOn: 'La connexion à deux facteurs est activée.',
    recoveryTitle: 'Vos codes de récupération',
    recoveryText:
      "Chaque code vous connecte une fois si vous n'avez pas votre téléphone. Gardez-les en lieu sûr : ils ne sont affichés que maintenant.",
    recoveryFile: 'Codes de récupération Stint pour {{email}}',
    copyCodes: 'Copier les codes',
    download: 'Télécharger',
    saved: "J'ai enregistré les codes de récupération",
    done: 'Terminé',
    turnOff: 'Désactiver',
    turnOffText:
      'Saisissez votre mot de passe pour désactiver la connexion à deux facteurs. La connexion ne demandera plus que le mot de passe.',
    password: 'Mot de passe',
    passwordRequired: 'Saisissez votre mot de passe',
    passwordWrong: 'Le mot de passe est faux.',
    turnedOff: 'La connexion à deux facteurs est désactivée.',
    companyTitle: "Pour toute l'entreprise",
    companyRequire: 'Exiger la connexion à deux facteurs des propriétaires et des managers',
    companyRequireHint:
      "Les propriétaires et managers qui ne l'ont pas ne peuvent que l'activer. Vous devez l'avoir activée vous-même avant de l'exiger.",
    companySaved: "Le réglage de l'entreprise est enregistré.",
    stepText: "Ouvrez votre application d'authentification et saisissez le code à 6 chiffres pour Stint.",
    recoveryStepText: "Saisissez l'un des codes de récupération enregistrés. Chacun ne sert qu'une fois.",
    recoveryCode: 'Code de récupération',
    recoveryCodeInvalid: 'Saisissez un code de récupération : 16 lettres et chiffres',
    recoveryCodeWrong: 'Ce code de récupération est faux ou a déjà été utilisé.',
    useRecovery: 'Utiliser plutôt un code de récupération',
    useCode: "Utiliser le code de l'application",
    verify: 'Se connecter',
    back: 'Retour au mot de passe',
    expired: 'Cette connexion a expiré. Saisissez à nouveau votre mot de passe.',
  },
} satisfies Translation<typeof english>;
