import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ColorSchemeControl, LanguageSelect } from '../../components/preference-controls.tsx';
import { signIn } from '../../lib/auth.ts';
import { SignInForm } from './sign-in-form.tsx';

export function SignInPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();

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
              <PageTitle size="h3">{t('signIn.title')}</PageTitle>
              <Text size="sm" c="dimmed">
                {t('signIn.subtitle')}
              </Text>
            </Stack>
            <SignInForm
              signInWith={(credentials, staySignedIn) => signIn(queryClient, credentials, staySignedIn)}
              onSignedIn={() => router.navigate({ href: redirectTo, replace: true })}
            />
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
