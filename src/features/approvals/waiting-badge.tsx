import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many requests wait in the approvals inbox, beside its navigation link; nothing while none or unknown. */
export function WaitingBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Badge size="sm" variant="filled" color="red" data-testid="approvals-waiting">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('approvals.navWaiting', { count })}</VisuallyHidden>
    </Badge>
  );
}
