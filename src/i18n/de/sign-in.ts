import type { signIn as english } from '../en/sign-in.ts';
import type { Translation } from '../en.ts';

export const signIn = {
  signIn: {
    title: 'Anmelden',
    subtitle: 'Mit der E-Mail-Adresse, die Ihre Firma für Sie eingetragen hat.',
    email: 'E-Mail',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
    password: 'Passwort',
    passwordRequired: 'Geben Sie Ihr Passwort ein',
    togglePasswordVisibility: 'Passwort zeigen oder verbergen',
    apiKey: 'API-Schlüssel',
    apiKeyRequired: 'Geben Sie Ihren API-Schlüssel ein',
    toggleKeyVisibility: 'Schlüssel zeigen oder verbergen',
    staySignedIn: 'Auf diesem Gerät angemeldet bleiben',
    staySignedInHint: 'Sonst werden Sie abgemeldet, wenn Sie den Browser-Tab schließen.',
    submit: 'Anmelden',
    withKey: 'Mit API-Schlüssel anmelden',
    withPassword: 'Mit Passwort anmelden',
    forgotPassword: 'Passwort vergessen?',
    noPasswords:
      'Dieser Dienst bietet keine Anmeldung mit Passwort. Melden Sie sich mit Ihrem API-Schlüssel an.',
    wrongCredentials: 'E-Mail oder API-Schlüssel ist falsch.',
    wrongPassword: 'E-Mail oder Passwort ist falsch.',
    tooManyAttempts: 'Zu viele Fehlversuche. Versuchen Sie es in {{seconds}} Sekunden erneut.',
    tooManyAttemptsLater: 'Zu viele Fehlversuche. Versuchen Sie es in einer Minute erneut.',
    sessionEnded: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
    failed: 'Anmeldung fehlgeschlagen',
  },
  passwords: {
    forgotTitle: 'Passwort vergessen?',
    forgotText:
      'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    sendLink: 'Link senden',
    linkSent:
      'Gehört {{email}} zu einem Konto, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er gilt einmal, eine Stunde lang.',
    backToSignIn: 'Zurück zur Anmeldung',
    setTitle: 'Passwort festlegen',
    setText:
      'Mindestens {{min}} Zeichen. Einige Wörter ohne Zusammenhang ergeben ein Passwort, das lang ist und sich leicht merken lässt.',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    tooShort: 'Verwenden Sie mindestens {{min}} Zeichen',
    tooLong: 'Verwenden Sie höchstens {{max}} Zeichen',
    notSame: 'Die beiden Passwörter stimmen nicht überein',
    tooEasy:
      'Dieses Passwort ist zu leicht zu erraten: Es ist ein häufiges Passwort, Ihre E-Mail-Adresse oder ein wiederholtes Zeichen. Wählen Sie ein anderes.',
    linkDead: 'Dieser Link gilt nicht mehr: Er wurde schon benutzt oder ist abgelaufen.',
    askNewLink: 'Neuen Link anfordern',
    noToken:
      'Diese Seite öffnet sich über den Link in Ihrer Einladungs- oder Zurücksetzungsmail. Verwenden Sie diesen Link oder fordern Sie einen neuen an.',
    save: 'Passwort festlegen',
    saved: 'Ihr Passwort ist festgelegt. Melden Sie sich jetzt damit an.',
  },
  passwordChange: {
    menuItem: 'Passwort ändern…',
    title: 'Passwort ändern',
    text: 'Mindestens {{min}} Zeichen. Jeder andere Browser, in dem Sie mit Ihrem Passwort angemeldet sind, wird abgemeldet; dieser bleibt angemeldet.',
    current: 'Aktuelles Passwort',
    currentRequired: 'Geben Sie Ihr aktuelles Passwort ein',
    currentWrong: 'Das ist nicht Ihr aktuelles Passwort.',
    submit: 'Passwort ändern',
    changed:
      'Passwort geändert. Jeder andere Browser, in dem Sie mit Ihrem Passwort angemeldet waren, ist abgemeldet.',
  },
  sessions: {
    menuItem: 'Sitzungen…',
    title: 'Ihre Sitzungen',
    text: 'Jeder Browser, in dem Sie mit Ihrem Passwort angemeldet sind, der zuletzt benutzte zuerst.',
    thisDevice: 'Dieses Gerät',
    started: 'Angemeldet {{when}}',
    lastSeen: 'Zuletzt benutzt {{when}}',
    unknownBrowser: 'Unbekannter Browser',
    signOutEverywhere: 'Überall abmelden',
    confirmTitle: 'Überall abmelden?',
    confirmText:
      'Jeder Browser, in dem Sie mit Ihrem Passwort angemeldet sind, muss sich neu anmelden, auch dieser. Tun Sie das, wenn Sie auf einem Gerät angemeldet sind, das Sie nicht mehr haben.',
    signedOutEverywhere: 'Überall abgemeldet. Melden Sie sich neu an, um weiterzumachen.',
    signOutOne: 'Abmelden',
    signOutOneLabel: '{{browser}} abmelden, zuletzt benutzt {{when}}',
    confirmOneTitle: 'Diesen Browser abmelden?',
    confirmOneText:
      '{{browser}}, zuletzt benutzt {{when}}, muss sich mit dem Passwort neu anmelden, um weiterzumachen.',
    signedOutOne: '{{browser}} ist abgemeldet.',
    none: 'Sie sind nirgends mit Ihrem Passwort angemeldet.',
  },
} satisfies Translation<typeof english>;
