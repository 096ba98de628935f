import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type ReportSearch,
  type ReportView,
  reportViewAddSchema,
  reportViewEditSchema,
} from '../../../contract/report-views.ts';
import { reportViewQueries, useCreateReportView, useUpdateReportView } from '../../api/report-views.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NameField, useRecordForm } from '../../components/record-form.tsx';

type Values = { name: string };

const formFields = ['name'] as const;

const toValues = (view: ReportView): Values => ({ name: view.name });

/** Saves the report as shown under a new name, or renames a saved view. */
export function SavedViewFormModal({
  target,
  search,
  onClose,
}: {
  target: FormTarget | null;
  /** What a new view holds: the page's state now. */
  search: ReportSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('reports.saved.saveTitle'), edit: t('reports.saved.renameTitle') }}
      detail={reportViewQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <SavedViewForm {...form} edit={edit} search={search} />}
    </FormDialog>
  );
}

function SavedViewForm({
  edit,
  search,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit?: EditStart<Versioned<ReportView>>; search: ReportSearch }) {
  const { t } = useTranslation();
  const { form, saving } = useRecordForm({
    edit,
    empty: { name: '' },
    toValues,
    // A rename keeps the view's state; only a new view takes the page's.
    toBody: edit ? (values: Values) => ({ name: values.name }) : (values: Values) => ({ ...values, search }),
    addSchema: reportViewAddSchema,
    editSchema: reportViewEditSchema,
    create: useCreateReportView(),
    update: useUpdateReportView(),
    formFields,
    createdMessage: (view) => t('reports.saved.saved', { name: view.name }),
    updatedMessage: (view) => t('reports.saved.renamed', { name: view.name }),
    onDone,
  });
  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('reports.saved.saveSubmit')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <NameField
        label={t('reports.saved.name')}
        error={form.formState.errors.name}
        {...form.register('name')}
      />
      {!edit && (
        <Text size="sm" c="dimmed">
          {t('reports.saved.saveHint')}
        </Text>
      )}
    </FormFrame>
  );
}
