import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type SurchargeModel, surchargeKinds } from '../../../contract/surcharges.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { kindColors, useSurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import classes from './surcharge-editor.module.css';
import { SurchargeWeekPreview } from './surcharge-week-preview.tsx';

/** A surcharge model for those who may read but not change it: what it pays, and the week preview. */
export function SurchargeModelView({ model }: { model: SurchargeModel }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const text = useSurchargeText({ hour12: user.timeformat_12h });
  const configured = surchargeKinds.filter((kind) => model[kind]);
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/surcharges" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('surcharges.backToList')}
          </Group>
        </Anchor>
        <PageTitle mt={4} style={{ overflowWrap: 'anywhere' }}>
          {model.name}
        </PageTitle>
        <Text size="sm" c="dimmed">
          {t('surcharges.readOnly')}
        </Text>
      </div>
      <div>
        <Text fw={600} size="sm">
          {t('surcharges.columns.accumulation')}
        </Text>
        <Text size="sm">
          {model.accumulation ? t('surcharges.preview.ruleAdded') : t('surcharges.preview.ruleHigher')}
        </Text>
      </div>
      {configured.length === 0 ? (
        <Text size="sm">{t('surcharges.noKinds')}</Text>
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '1000px': 3 }} spacing="md">
          {configured.map((kind) => {
            const surcharge = model[kind];
            if (!surcharge) return null;
            return (
              <Paper
                key={kind}
                withBorder
                p="md"
                className={classes.kindCard}
                data-enabled
                style={{ '--kind-color': `var(--mantine-color-${kindColors[kind]}-filled)` }}
              >
                <Title order={2} size="h5">
                  {text.kindWithPercent(kind, surcharge.percent)}
                </Title>
                <Text size="sm" c="dimmed">
                  {text.window(kind, surcharge)}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <SurchargeWeekPreview
          model={model}
          weekStartsMonday={user.weekstart_monday}
          hour12={user.timeformat_12h}
        />
      </Paper>
    </Stack>
  );
}
