import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';

/** The absence form in its dialog, loaded on first use (it brings the date inputs and dayjs locales). */
export const AbsenceFormDialog = lazyFormDialog(
  () => import('./absence-form.tsx'),
  (module) => module.AbsenceFormModal,
);
