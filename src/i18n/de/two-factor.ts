import type { twoFactor as english } from '../en/two-factor.ts';
import type { Translation } from '../en.ts';

export const twoFactor = {
  twoFactor: {
    menuItem: 'Zwei-Faktor-Anmeldung…',
    title: 'Zwei-Faktor-Anmeldung',
    intro:
      'Neben dem Passwort fragt die Anmeldung dann nach einem 6-stelligen Code aus einer Authenticator-App auf Ihrem Telefon, damit ein gestohlenes Passwort allein nicht reicht.',
    on: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
    off: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
    codesLeft: 'Unbenutzte Wiederherstellungscodes: {{count}}',
    required: 'Ihre Firma verlangt von Inhabern und Managern die Zwei-Faktor-Anmeldung.',
    mustTurnOn:
      'Ihre Firma verlangt von Inhabern und Managern die Zwei-Faktor-Anmeldung. Schalten Sie sie ein, um weiterzuarbeiten.',
    turnOn: 'Einschalten',
    addAccount:
      'Fügen Sie Stint Ihrer Authenticator-App hinzu: Öffnen Sie den Link auf diesem Gerät oder tippen Sie den Schlüssel in die App.',
    openInApp: 'In der Authenticator-App öffnen',
    copyKey: 'Schlüssel kopieren',
    copied: 'Kopiert',
    enterCode: 'Geben Sie dann den 6-stelligen Code ein, den die App zeigt.',
    code: 'Code',
    codeInvalid: 'Geben Sie die 6 Ziffern ein, die die App zeigt',
    codeWrong: 'Dieser Code ist falsch oder wurde schon verwendet. Geben Sie den aktuellen ein.',
    confirm: 'Zwei-Faktor-Anmeldung einschalten',
    turnedOn: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
    recoveryTitle: 'Ihre Wiederherstellungscodes',
    recoveryText:
      'Jeder Code meldet Sie einmal an, wenn Sie Ihr Telefon nicht haben. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
    recoveryFile: 'Stint-Wiederherstellungscodes für {{email}}',
    copyCodes: 'Codes kopieren',
    download: 'Herunterladen',
    saved: 'Ich habe die Wiederherstellungscodes gespeichert',
    done: 'Fertig',
    turnOff: 'Ausschalten',
    turnOffText:
      'Geben Sie Ihr Passwort ein, um die Zwei-Faktor-Anmeldung auszuschalten. Die Anmeldung fragt dann nur nach dem Passwort.',
    password: 'Passwort',
    passwordRequired: 'Geben Sie Ihr Passwort ein',
    passwordWrong: 'Das Passwort ist falsch.',
    turnedOff: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
    companyTitle: 'Für die ganze Firma',
    companyRequire: 'Zwei-Faktor-Anmeldung von Inhabern und Managern verlangen',
    companyRequireHint:
      'Inhaber und Manager ohne sie können nichts tun, als sie einzuschalten. Sie müssen sie selbst eingeschaltet haben, bevor Sie sie verlangen können.',
    companySaved: 'Die Firmeneinstellung ist gespeichert.',
    stepText: 'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Stint ein.',
    recoveryStepText: 'Geben Sie einen der gespeicherten Wiederherstellungscodes ein. Jeder gilt einmal.',
    recoveryCode: 'Wiederherstellungscode',
    recoveryCodeInvalid: 'Geben Sie einen Wiederherstellungscode ein: 16 Buchstaben und Ziffern',
    recoveryCodeWrong: 'Dieser Wiederherstellungscode ist falsch oder wurde schon verwendet.',
    useRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
    useCode: 'Den Code aus der App verwenden',
    verify: 'Anmelden',
    back: 'Zurück zum Passwort',
    expired: 'Diese Anmeldung ist abgelaufen. Geben Sie Ihr Passwort erneut ein.',
  },
} satisfies Translation<typeof english>;
