import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, languageSchema } from '../../contract/common.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const languages = languageSchema.options;
export type { Language };

export function isLanguage(value: unknown): value is Language {
  return languageSchema.safeParse(value).success;
}

// Only the UI language of this browser is kept, for the sign-in page before anyone is signed in.
const LAST_LANGUAGE_KEY = 'stint.language';

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LAST_LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable; the browser's languages still help.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, language);
  } catch {
    // Not remembering the language is harmless.
  }
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de }, fr: { translation: fr } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  // React escapes text itself; escaping here would show entities like &amp; to the user.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
