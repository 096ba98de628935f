import { describe, expect, it } from 'vitest';
import { pruneMantineRules } from '../scripts/mantine-css.ts';

describe('pruneMantineRules', () => {
  const used = new Set(['m_aaaaaaaa']);

  it('keeps the rules of used Mantine classes and of everything that is not Mantine', () => {
    const css = '.m_aaaaaaaa{color:red}.m_bbbbbbbb{color:blue}body{margin:0}.app-row{display:flex}';
    expect(pruneMantineRules(css, used)).toBe('.m_aaaaaaaa{color:red}body{margin:0}.app-row{display:flex}');
  });

  it('drops a selector that needs an unused class, also in a list, a compound or a media query', () => {
    const css =
      '.m_aaaaaaaa,.m_bbbbbbbb{gap:0}.m_aaaaaaaa .m_bbbbbbbb{gap:1px}@media (min-width:1px){.m_bbbbbbbb{gap:2px}}';
    expect(pruneMantineRules(css, used)).toBe('.m_aaaaaaaa{gap:0}');
  });

  it('keeps dark-scheme variants of a used class', () => {
    const css = ':where([data-mantine-color-scheme=dark]) .m_aaaaaaaa{color:white}';
    expect(pruneMantineRules(css, used)).toBe(css);
  });
});
