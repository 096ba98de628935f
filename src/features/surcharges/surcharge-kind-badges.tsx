import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SurchargeModel, surchargeKinds } from '../../../contract/surcharges.ts';
import { kindColors, type SurchargeText } from '../../components/surcharge-day/surcharge-text.ts';

/** The configured kinds of a model with their percent; the times are in the tooltip and in the editor. */
export function SurchargeKindBadges({ model, text }: { model: SurchargeModel; text: SurchargeText }) {
  const { t } = useTranslation();
  const configured = surchargeKinds.filter((kind) => model[kind]);
  if (configured.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('surcharges.noKinds')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {configured.map((kind) => {
        const surcharge = model[kind];
        if (!surcharge) return null;
        return (
          <Tooltip key={kind} label={text.window(kind, surcharge)} openDelay={300} withArrow>
            <Badge variant="dot" color={kindColors[kind]} size="lg" radius="sm" fw={500}>
              {text.kindWithPercent(kind, surcharge.percent)}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
