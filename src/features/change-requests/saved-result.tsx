import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequestAddResponse } from '../../../contract/change-requests.ts';
import type { Presentation } from './use-presentation.ts';

/**
 * What became of a sent request: applied at once, or waiting for approval (and which earlier
 * request of that day it replaced).
 */
export function SavedResult({
  result,
  date,
  present,
  onDone,
  onAnother,
}: {
  result: ChangeRequestAddResponse;
  /** The day the request is for. */
  date: string;
  present: Presentation;
  onDone: () => void;
  /** Without it, only "Done" is offered. */
  onAnother?: () => void;
}) {
  const { t } = useTranslation();
  const day = present.day(date);
  const replaced = result.replaced_change_request;
  return (
    <Stack gap="md">
      {result.approved_immediately ? (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          title={t('changeRequests.saved.appliedTitle')}
        >
          {t('changeRequests.saved.appliedText', { day })}
        </Alert>
      ) : (
        <Alert
          color="blue"
          role="status"
          icon={<IconHourglass aria-hidden />}
          title={t('changeRequests.saved.pendingTitle')}
        >
          <Stack gap={4}>
            <Text size="sm">{t('changeRequests.saved.pendingText', { day })}</Text>
            {replaced && (
              <Text size="sm">
                {t('changeRequests.saved.replacedText', { summary: present.summary(replaced) })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onAnother && (
          <Button variant="default" onClick={onAnother}>
            {t('changeRequests.saved.another')}
          </Button>
        )}
        <Button onClick={onDone} data-autofocus>
          {t('changeRequests.saved.done')}
        </Button>
      </Group>
    </Stack>
  );
}
