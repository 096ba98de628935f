import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconGitMerge } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError } from '../lib/http.ts';

/**
 * Why saving failed, above the form's buttons. A 412 means someone else saved first: the user
 * chooses between their version and ours rather than overwriting it silently.
 */
export function SaveErrorAlert({
  error,
  fieldsMarked,
  onReload,
  onOverwrite,
  busy = false,
}: {
  error: unknown;
  /** The service named fields and they are marked on the inputs. */
  fieldsMarked: boolean;
  onReload?: () => void;
  onOverwrite?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The alert sits below a long form: bring it into view so the user sees why nothing happened.
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  if (!error) return null;
  if (isApiError(error, 412)) {
    return (
      <Alert
        ref={ref}
        color="orange"
        role="alert"
        icon={<IconGitMerge aria-hidden />}
        title={t('form.conflictTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('form.conflictText')}</Text>
          <Group gap="xs">
            {onReload && (
              <Button size="xs" variant="default" onClick={onReload} disabled={busy}>
                {t('form.loadTheirs')}
              </Button>
            )}
            {onOverwrite && (
              <Button size="xs" color="orange" onClick={onOverwrite} loading={busy}>
                {t('form.overwrite')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      ref={ref}
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      title={t('form.saveFailed')}
    >
      <Text size="sm">{describeError(error)}</Text>
      {fieldsMarked && (
        <Text size="sm" mt={4}>
          {t('form.checkFields')}
        </Text>
      )}
    </Alert>
  );
}
