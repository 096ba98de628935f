import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const statusFilterValues = ['all', 'active', 'inactive'] as const;
export type StatusFilterValue = (typeof statusFilterValues)[number];

/** All, active or inactive records: maps to `filter[active]` (absent, true, false). */
export function statusToActive(value: StatusFilterValue): boolean | undefined {
  return value === 'all' ? undefined : value === 'active';
}

export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={t('list.statusFilter')} labelProps={{ id: labelId, component: 'span' }}>
      <div>
        <SegmentedControl
          aria-labelledby={labelId}
          value={value}
          onChange={(next) => onChange(next as StatusFilterValue)}
          data={statusFilterValues.map((status) => ({
            value: status,
            label: status === 'all' ? t('common.all') : t(`common.${status}`),
          }))}
        />
      </div>
    </Input.Wrapper>
  );
}
