import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, languageSchema } from '../../contract/common.ts';
import { en, type Messages } from './en.ts';

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

// English is bundled because it is the fallback; the others become chunks of their own so that
// nobody downloads the languages they do not read.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  de: () => import('./de.ts').then((module) => module.de),
  fr: () => import('./fr.ts').then((module) => module.fr),
};

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LAST_LANGUAGE_KEY, language);
  } catch {
    // Not remembering the language is harmless.
  }
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  // React escapes text itself; escaping here would show entities like &amp; to the user.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>();

function loadMessages(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (messages) => {
        i18n.addResourceBundle(language, 'translation', messages);
      },
      (error: unknown) => {
        // A failed download (a dropped connection, a deploy that replaced the chunk) may work next time.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the messages of the language the app starts in; awaited before the first render, so that
 * a German or French reader never sees the English fallback flash by.
 */
export function loadInitialLanguage(): Promise<void> {
  return isLanguage(i18n.language) ? loadMessages(i18n.language) : Promise.resolve();
}

let requested: Language | null = null;

/** The only way to switch the UI language: the messages are in place before any text changes. */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await loadMessages(language);
  // Two quick switches may finish loading in the other order; the later choice wins.
  if (requested !== language) return;
  await i18n.changeLanguage(language);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
