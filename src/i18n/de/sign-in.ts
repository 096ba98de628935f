import type { signIn as english } from '../en/sign-in.ts';
import type { Translation } from '../en.ts';

export const signIn = {
  signIn: {
    title: 'Anmelden',
    subtitle: 'Melden Sie sich mit Ihrer E-Mail-Adresse und dem für Sie ausgestellten API-Schlüssel an.',
    email: 'E-Mail',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
    apiKey: 'API-Schlüssel',
    apiKeyRequired: 'Geben Sie Ihren API-Schlüssel ein',
    toggleKeyVisibility: 'Schlüssel zeigen oder verbergen',
    staySignedIn: 'Auf diesem Gerät angemeldet bleiben',
    staySignedInHint: 'Sonst werden Sie abgemeldet, wenn Sie den Browser-Tab schließen.',
    submit: 'Anmelden',
    wrongCredentials: 'E-Mail oder API-Schlüssel ist falsch.',
    tooManyAttempts: 'Zu viele Fehlversuche. Versuchen Sie es in {{seconds}} Sekunden erneut.',
    tooManyAttemptsLater: 'Zu viele Fehlversuche. Versuchen Sie es in einer Minute erneut.',
    sessionEnded: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
    failed: 'Anmeldung fehlgeschlagen',
  },
} satisfies Translation<typeof english>;
