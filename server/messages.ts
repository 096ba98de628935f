import type { Language } from '../contract/common.ts';

/** The service's error messages in each language the interface allows (docs/interface.md#errors). */
const messages = {
  unauthorized: {
    en: 'Missing or invalid credentials.',
    de: 'Fehlende oder ungültige Zugangsdaten.',
    fr: 'Identifiants manquants ou invalides.',
  },
  bad_application_header: {
    en: 'The header X-Service-External-Application must be "<name>;<email>".',
    de: 'Der Header X-Service-External-Application muss "<Name>;<E-Mail>" lauten.',
    fr: "L'en-tête X-Service-External-Application doit être « <nom>;<e-mail> ».",
  },
  conflicting_credentials: {
    en: 'HTTP Basic credentials and headers name different users.',
    de: 'HTTP-Basic-Zugangsdaten und Header nennen verschiedene Benutzer.',
    fr: 'Les identifiants HTTP Basic et les en-têtes désignent des utilisateurs différents.',
  },
  too_many_failed_logins: {
    en: 'Too many failed sign-in attempts. Try again later.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte später erneut versuchen.',
    fr: 'Trop de tentatives de connexion échouées. Réessayez plus tard.',
  },
  rate_limited: {
    en: 'Too many requests. Try again later.',
    de: 'Zu viele Anfragen. Bitte später erneut versuchen.',
    fr: 'Trop de requêtes. Réessayez plus tard.',
  },
  csrf_header_missing: {
    en: 'A request signed in by the session cookie that changes something must send the header {header}.',
    de: 'Eine Anfrage mit dem Sitzungs-Cookie, die etwas ändert, muss den Header {header} senden.',
    fr: "Une requête authentifiée par le cookie de session qui modifie quelque chose doit envoyer l'en-tête {header}.",
  },
  forbidden: {
    en: 'You do not have the right to do this.',
    de: 'Dazu fehlt Ihnen die Berechtigung.',
    fr: "Vous n'avez pas le droit de faire cela.",
  },
  forbidden_fields: {
    en: 'You may not set these fields: {fields}.',
    de: 'Diese Felder dürfen Sie nicht setzen: {fields}.',
    fr: 'Vous ne pouvez pas définir ces champs : {fields}.',
  },
  not_found: { en: 'Not found.', de: 'Nicht gefunden.', fr: 'Introuvable.' },
  not_ready: {
    en: 'The service is not ready.',
    de: 'Der Dienst ist nicht bereit.',
    fr: "Le service n'est pas prêt.",
  },
  method_not_allowed: {
    en: 'Method not allowed.',
    de: 'Methode nicht erlaubt.',
    fr: 'Méthode non autorisée.',
  },
  invalid_fields: {
    en: 'Invalid or missing value: {fields}.',
    de: 'Ungültiger oder fehlender Wert: {fields}.',
    fr: 'Valeur invalide ou manquante : {fields}.',
  },
  invalid_body: {
    en: 'The request body must be a JSON object or a form.',
    de: 'Der Anfragetext muss ein JSON-Objekt oder ein Formular sein.',
    fr: 'Le corps de la requête doit être un objet JSON ou un formulaire.',
  },
  unsupported_media_type: {
    en: 'Send the body as application/json or application/x-www-form-urlencoded.',
    de: 'Senden Sie den Text als application/json oder application/x-www-form-urlencoded.',
    fr: 'Envoyez le corps en application/json ou application/x-www-form-urlencoded.',
  },
  body_too_large: {
    en: 'The request body is too large.',
    de: 'Der Anfragetext ist zu groß.',
    fr: 'Le corps de la requête est trop volumineux.',
  },
  precondition_failed: {
    en: 'The record was changed by someone else. Reload it and try again.',
    de: 'Der Datensatz wurde inzwischen geändert. Bitte neu laden und erneut versuchen.',
    fr: "L'enregistrement a été modifié entre-temps. Rechargez-le et réessayez.",
  },
  idempotency_mismatch: {
    en: 'This Idempotency-Key was used for a different request.',
    de: 'Dieser Idempotency-Key wurde für eine andere Anfrage verwendet.',
    fr: 'Cette Idempotency-Key a été utilisée pour une autre requête.',
  },
  in_use: {
    en: 'This record is still used by other records ({what}). Deactivate it instead.',
    de: 'Dieser Datensatz wird noch verwendet ({what}). Deaktivieren Sie ihn stattdessen.',
    fr: 'Cet enregistrement est encore utilisé ({what}). Désactivez-le plutôt.',
  },
  surcharge_model_assigned: {
    en: 'This surcharge model is still assigned to {names}. Give them another model or remove their periods first.',
    de: 'Dieses Zuschlagsmodell ist noch {names} zugeordnet. Ordnen Sie ein anderes Modell zu oder entfernen Sie erst deren Zeiträume.',
    fr: 'Ce modèle de majoration est encore attribué à {names}. Attribuez-leur un autre modèle ou supprimez d’abord leurs périodes.',
  },
  unknown_reference: {
    en: 'Refers to a record that does not exist: {fields}.',
    de: 'Verweist auf einen nicht vorhandenen Datensatz: {fields}.',
    fr: 'Fait référence à un enregistrement inexistant : {fields}.',
  },
  user_inactive: {
    en: 'The user is deactivated: activate them first.',
    de: 'Der Benutzer ist deaktiviert: Aktivieren Sie ihn zuerst.',
    fr: "L'utilisateur est désactivé : activez-le d'abord.",
  },
  duplicate_email: {
    en: 'A co-worker with this e-mail address already exists.',
    de: 'Es gibt bereits einen Mitarbeiter mit dieser E-Mail-Adresse.',
    fr: 'Un collaborateur avec cette adresse e-mail existe déjà.',
  },
  duplicate_team_name: {
    en: 'A team with this name already exists.',
    de: 'Es gibt bereits ein Team mit diesem Namen.',
    fr: 'Une équipe portant ce nom existe déjà.',
  },
  duplicate_report_view_name: {
    en: 'You already have a saved view with this name.',
    de: 'Sie haben bereits eine gespeicherte Ansicht mit diesem Namen.',
    fr: 'Vous avez déjà une vue enregistrée portant ce nom.',
  },
  timezone_locked: {
    en: "The time zone can be changed only on the company creator's record during the trial phase.",
    de: 'Die Zeitzone kann nur beim Firmengründer und nur in der Testphase geändert werden.',
    fr: "Le fuseau horaire ne peut être modifié que pour le créateur de l'entreprise, pendant la période d'essai.",
  },
  last_owner: {
    en: 'The company needs at least one active owner.',
    de: 'Die Firma braucht mindestens einen aktiven Inhaber.',
    fr: "L'entreprise doit avoir au moins un propriétaire actif.",
  },
  role_combination: {
    en: 'This right does not fit the role: {fields}.',
    de: 'Dieses Recht passt nicht zur Rolle: {fields}.',
    fr: 'Ce droit ne correspond pas au rôle : {fields}.',
  },
  overlap: {
    en: 'The period overlaps another one of this co-worker.',
    de: 'Der Zeitraum überschneidet sich mit einem anderen dieses Mitarbeiters.',
    fr: 'La période chevauche une autre période de ce collaborateur.',
  },
  absence_status_transition: {
    en: 'The absence cannot move from status {from} to status {to}.',
    de: 'Die Abwesenheit kann nicht von Status {from} zu Status {to} wechseln.',
    fr: "L'absence ne peut pas passer du statut {from} au statut {to}.",
  },
  absence_not_deletable: {
    en: 'Only declined or cancelled absences can be deleted.',
    de: 'Nur abgelehnte oder stornierte Abwesenheiten können gelöscht werden.',
    fr: 'Seules les absences refusées ou annulées peuvent être supprimées.',
  },
  duplicate_carryover: {
    en: 'A carryover for this co-worker and year already exists.',
    de: 'Für diesen Mitarbeiter und dieses Jahr gibt es bereits einen Übertrag.',
    fr: 'Un report existe déjà pour ce collaborateur et cette année.',
  },
  duplicate_rate: {
    en: 'This rate already has a value from this day on. Edit that one instead.',
    de: 'Für diesen Satz gibt es ab diesem Tag bereits einen Wert. Bearbeiten Sie stattdessen diesen.',
    fr: 'Ce taux a déjà une valeur à partir de ce jour. Modifiez plutôt celle-ci.',
  },
  duplicate_nonbusiness_day: {
    en: 'This nonbusiness group already has a day on this date.',
    de: 'Diese Feiertagsgruppe hat an diesem Datum bereits einen Tag.',
    fr: 'Ce groupe de jours fériés a déjà un jour à cette date.',
  },
  change_request_declined: {
    en: 'This change request was declined; it can no longer be approved, declined or deleted.',
    de: 'Dieser Änderungsantrag wurde abgelehnt; er kann nicht mehr genehmigt, abgelehnt oder gelöscht werden.',
    fr: 'Cette demande de modification a été refusée ; elle ne peut plus être approuvée, refusée ni supprimée.',
  },
  running_entry_exists: {
    en: 'This co-worker already has a running entry. Stop it first.',
    de: 'Für diesen Mitarbeiter läuft bereits ein Eintrag. Bitte stoppen Sie ihn zuerst.',
    fr: "Une saisie est déjà en cours pour ce collaborateur. Arrêtez-la d'abord.",
  },
  work_clock_running: {
    en: 'You are already clocked in. Clock out first.',
    de: 'Sie sind bereits eingestempelt. Bitte stempeln Sie zuerst aus.',
    fr: "Vous avez déjà pointé l'arrivée. Pointez d'abord le départ.",
  },
  work_clock_not_running: {
    en: 'You are not clocked in.',
    de: 'Sie sind nicht eingestempelt.',
    fr: "Vous n'avez pas pointé l'arrivée.",
  },
  entry_day_locked: {
    en: 'This day is locked for editing: {fields}.',
    de: 'Dieser Tag ist für Änderungen gesperrt: {fields}.',
    fr: 'Ce jour est verrouillé en modification : {fields}.',
  },
  headers_too_large: {
    en: 'The request headers or URL are too large.',
    de: 'Die Header oder die URL der Anfrage sind zu groß.',
    fr: "Les en-têtes ou l'URL de la requête sont trop volumineux.",
  },
  malformed_request: {
    en: 'The request is not valid HTTP.',
    de: 'Die Anfrage ist kein gültiges HTTP.',
    fr: "La requête n'est pas du HTTP valide.",
  },
  request_timeout: {
    en: 'The request took too long to arrive.',
    de: 'Die Anfrage kam zu langsam an.',
    fr: 'La requête a mis trop de temps à arriver.',
  },
  two_factor_setup_required: {
    en: 'The company requires two-factor sign-in of owners and managers: turn it on under "Two-factor sign-in" in your account menu first.',
    de: 'Die Firma verlangt von Inhabern und Managern die Zwei-Faktor-Anmeldung: Schalten Sie sie zuerst im Kontomenü unter „Zwei-Faktor-Anmeldung“ ein.',
    fr: "L'entreprise exige la connexion à deux facteurs des propriétaires et des managers : activez-la d'abord dans le menu du compte, sous « Connexion à deux facteurs ».",
  },
  two_factor_challenge_invalid: {
    en: 'This sign-in has expired or was already used. Enter your password again.',
    de: 'Diese Anmeldung ist abgelaufen oder wurde schon verwendet. Geben Sie Ihr Passwort erneut ein.',
    fr: 'Cette connexion a expiré ou a déjà été utilisée. Saisissez à nouveau votre mot de passe.',
  },
  two_factor_already_on: {
    en: 'Two-factor sign-in is already on.',
    de: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
    fr: 'La connexion à deux facteurs est déjà activée.',
  },
  two_factor_not_pending: {
    en: 'There is no two-factor setup to confirm: start it again.',
    de: 'Es gibt keine Zwei-Faktor-Einrichtung zu bestätigen: Beginnen Sie sie erneut.',
    fr: "Il n'y a aucune configuration à deux facteurs à confirmer : recommencez-la.",
  },
  two_factor_not_on: {
    en: 'Two-factor sign-in is not on.',
    de: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
    fr: "La connexion à deux facteurs n'est pas activée.",
  },
  two_factor_required: {
    en: 'The company requires two-factor sign-in of owners and managers; it cannot be turned off.',
    de: 'Die Firma verlangt von Inhabern und Managern die Zwei-Faktor-Anmeldung; sie kann nicht ausgeschaltet werden.',
    fr: "L'entreprise exige la connexion à deux facteurs des propriétaires et des managers ; elle ne peut pas être désactivée.",
  },
  two_factor_yourself_first: {
    en: 'Turn on two-factor sign-in for yourself before requiring it of owners and managers.',
    de: 'Schalten Sie die Zwei-Faktor-Anmeldung für sich selbst ein, bevor Sie sie von Inhabern und Managern verlangen.',
    fr: "Activez la connexion à deux facteurs pour vous-même avant de l'exiger des propriétaires et des managers.",
  },
  internal: {
    en: 'Something went wrong on our side. Request id: {requestId}.',
    de: 'Bei uns ist ein Fehler aufgetreten. Anfrage-ID: {requestId}.',
    fr: "Une erreur s'est produite de notre côté. Identifiant de requête : {requestId}.",
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function translate(key: MessageKey, language: Language, params: Record<string, string> = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** The first of de/fr/en in `Accept-Language` order; English when none matches. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const quality = rest.find((piece) => piece.trim().startsWith('q='));
      return { tag: tag.toLowerCase().slice(0, 2), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => entry.tag === 'de' || entry.tag === 'fr' || entry.tag === 'en');
  return (match?.tag as Language | undefined) ?? 'en';
}
