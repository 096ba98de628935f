import { type ComponentProps, lazy, Suspense } from 'react';
import type { AbsenceFormModal as Modal } from './absence-form.tsx';

// The form brings the date inputs (Mantine dates, dayjs locales); it loads when first opened.
const AbsenceFormModal = lazy(() =>
  import('./absence-form.tsx').then((module) => ({ default: module.AbsenceFormModal })),
);

/** The absence form in its dialog, loaded on first use. */
export function AbsenceFormDialog(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <AbsenceFormModal {...props} />
    </Suspense>
  );
}
