import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ColorSchemeControl, LanguageSelect } from '../../components/preference-controls.tsx';

/** The frame of the pages before sign-in: the language and colour scheme, the app's name, one card. */
export function PublicFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" p="md" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="flex-end" gap="sm" align="center">
        <LanguageSelect />
        <ColorSchemeControl />
      </Group>
      <Center style={{ flex: 1 }} py="xl">
        <Paper
          component="main"
          withBorder
          shadow="sm"
          radius="md"
          p={{ base: 'lg', xs: 'xl' }}
          w="100%"
          maw={420}
        >
          <Stack gap="lg">
            <Stack gap={4}>
              <Group gap="xs" c="indigo">
                <IconClockHour4 size={28} aria-hidden />
                <Text fw={700} size="xl" c="var(--mantine-color-text)">
                  {t('app.name')}
                </Text>
              </Group>
              <PageTitle size="h3">{title}</PageTitle>
              {subtitle && (
                <Text size="sm" c="dimmed">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
