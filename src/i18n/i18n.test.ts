import { afterAll, describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { i18n, setLanguage } from './i18n.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
}

const english = leaves(en);

describe.each([
  ['de', de],
  ['fr', fr],
])('the %s messages', (_language, messages) => {
  const translated = leaves(messages);

  it('has exactly the English keys', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const missing: string[] = [];
    for (const [key, text] of english) {
      const translation = translated.get(key) ?? '';
      for (const name of placeholders(text)) {
        if (!placeholders(translation).includes(name)) missing.push(`${key}: {{${name}}}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty text', () => {
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

describe('setLanguage', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('loads German only when asked, then renders it', async () => {
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    await setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.save')).toBe(de.common.save);
    expect(i18n.t('common.save')).not.toBe(en.common.save);
  });

  it('lets the later of two quick choices win', async () => {
    await setLanguage('en');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    const french = setLanguage('fr');
    const english = setLanguage('en');
    await Promise.all([french, english]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.save')).toBe(en.common.save);
    await setLanguage('fr');
    expect(i18n.t('common.save')).toBe(fr.common.save);
  });
});
