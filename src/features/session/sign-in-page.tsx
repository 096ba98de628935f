import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColorSchemeControl, LanguageSelect } from '../../components/preference-controls.tsx';
import { CheckboxField } from '../../components/switch-field.tsx';
import { signIn } from '../../lib/auth.ts';
import { ApiError, describeError } from '../../lib/http.ts';

type SignInValues = { email: string; key: string; staySignedIn: boolean };

function useSignInSchema() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  return useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .pipe(z.email({ error: t('signIn.emailInvalid') }).max(255)),
        key: z
          .string()
          .trim()
          .min(1, { error: t('signIn.apiKeyRequired') })
          .max(256),
        staySignedIn: z.boolean(),
      }),
    [t, i18n.language],
  );
}

function signInErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 401) return t('signIn.wrongCredentials');
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? t('signIn.tooManyAttempts', { seconds: Math.ceil(error.retryAfterSeconds) })
      : t('signIn.tooManyAttemptsLater');
  }
  return describeError(error);
}

export function SignInPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const schema = useSignInSchema();
  const form = useForm<SignInValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', key: '', staySignedIn: false },
  });
  const attempt = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      signIn(queryClient, { email: values.email, key: values.key }, values.staySignedIn),
    onSuccess: () => router.navigate({ href: redirectTo, replace: true }),
  });
  const { errors } = form.formState;

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
              <Title order={1} size="h3">
                {t('signIn.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('signIn.subtitle')}
              </Text>
            </Stack>
            {attempt.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden />}
                title={t('signIn.failed')}
                role="alert"
              >
                {signInErrorText(attempt.error, t)}
              </Alert>
            )}
            <form noValidate onSubmit={form.handleSubmit((values) => attempt.mutate(values))}>
              {/* Both fields are needed; asterisks on a two-field form would only add noise. */}
              <Stack gap="md">
                <TextInput
                  label={t('signIn.email')}
                  type="email"
                  autoComplete="username"
                  required
                  withAsterisk={false}
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <PasswordInput
                  label={t('signIn.apiKey')}
                  visibilityToggleButtonProps={{ 'aria-label': t('signIn.toggleKeyVisibility') }}
                  autoComplete="current-password"
                  required
                  withAsterisk={false}
                  error={errors.key?.message}
                  // Mantine marks a PasswordInput invalid only visually; screen readers need aria-invalid.
                  aria-invalid={errors.key ? true : undefined}
                  {...form.register('key')}
                />
                <CheckboxField
                  control={form.control}
                  name="staySignedIn"
                  label={t('signIn.staySignedIn')}
                  description={t('signIn.staySignedInHint')}
                />
                <Button type="submit" loading={attempt.isPending} fullWidth>
                  {t('signIn.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
