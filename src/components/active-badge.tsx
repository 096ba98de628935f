import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a record is active: inactive ones stay for history but are not offered for new work. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return active ? (
    <Badge color="green" variant="light">
      {t('common.active')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline">
      {t('common.inactive')}
    </Badge>
  );
}
