import type { connection as english } from '../en/connection.ts';
import type { Translation } from '../en.ts';

export const connection = {
  signInAgain: {
    title: 'Erneut anmelden',
    text: 'Der Dienst akzeptiert Ihre Anmeldung nicht mehr, etwa weil Ihr API-Schlüssel ersetzt wurde. Melden Sie sich mit Ihrem aktuellen Schlüssel an, um fortzufahren: Diese Seite bleibt, wie sie ist, und was Sie gerade speichern wollten, wird nach der Anmeldung gesendet.',
    otherUser: 'Wer sich als andere Person anmeldet, beginnt neu: Nicht Gespeichertes wird verworfen.',
    signOut: 'Abmelden',
  },
  offline: {
    cannotSave: 'Sie sind offline: Speichern ist wieder möglich, sobald die Verbindung zurück ist.',
  },
} satisfies Translation<typeof english>;
