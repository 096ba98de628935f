import {
  Group,
  type MantineColorScheme,
  NativeSelect,
  SegmentedControl,
  Text,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceDesktop, IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, languages, setLanguage } from '../i18n/i18n.ts';

export const colorSchemes = ['light', 'dark', 'auto'] as const satisfies readonly MantineColorScheme[];

export function ColorSchemeIcon({ scheme, size = 16 }: { scheme: MantineColorScheme; size?: number }) {
  if (scheme === 'light') return <IconSun size={size} aria-hidden />;
  if (scheme === 'dark') return <IconMoon size={size} aria-hidden />;
  return <IconDeviceDesktop size={size} aria-hidden />;
}

/** Light, dark or the system's choice, for pages without the user menu (sign-in). */
export function ColorSchemeControl() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <VisuallyHidden id={labelId}>{t('userMenu.colorScheme')}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={colorSchemes.map((scheme) => ({
          value: scheme,
          label: (
            <Group gap={4} wrap="nowrap">
              <ColorSchemeIcon scheme={scheme} size={14} />
              <Text span size="xs">
                {t(`userMenu.${scheme}`)}
              </Text>
            </Group>
          ),
        }))}
      />
    </Group>
  );
}

/** The UI language before anyone is signed in; afterwards the user menu changes it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('userMenu.language')}
      leftSection={<IconLanguage size={14} aria-hidden />}
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={languages.map((language: Language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
