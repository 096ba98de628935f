import type { Versioned } from '../../api/resource.ts';
import { PageTitle } from '../../components/page-title.tsx';
import '@mantine/dates/styles.css';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../contract/common.ts';
import {
  type SurchargeModel,
  surchargeKinds,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
} from '../../../contract/surcharges.ts';
import {
  surchargeQueries,
  useCreateSurchargeModel,
  useDeleteSurchargeModel,
  useUpdateSurchargeModel,
} from '../../api/surcharges.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import { useSurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { SwitchField } from '../../components/switch-field.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { bodyResolver, fieldErrorText } from '../../lib/form.ts';
import { useVersionedSave } from '../../lib/versioned-save.ts';
import { SurchargeCoWorkers } from './surcharge-co-workers.tsx';
import { KindFields } from './surcharge-kind-fields.tsx';
import {
  kindsWithoutPercent,
  newSurchargeValues,
  previewModelOf,
  type SurchargeFormValues,
  surchargeFieldAliases,
  surchargeFormFields,
  toAddBody,
  toEditBody,
  toSurchargeValues,
} from './surcharge-values.ts';
import { SurchargeWeekPreview } from './surcharge-week-preview.tsx';

export type SurchargeEditTarget = {
  detail: Versioned<SurchargeModel>;
  /** The current version from the service, for a 412: reload theirs or overwrite with ours. */
  reload: () => Promise<Versioned<SurchargeModel>>;
};

/**
 * Create or edit a surcharge model on a page of its own, with the week preview following every
 * keystroke. Saving sends what the interface's edit semantics need and no more.
 */
export function SurchargeEditor({
  edit,
  onDone,
}: {
  /** Absent for a new model. */
  edit?: SurchargeEditTarget;
  /** After saving or deleting; the page has nothing left to lose. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const remove = useDeleteSurchargeModel();
  const text = useSurchargeText({ hour12: user.timeformat_12h });
  const [base, setBase] = useState(() => ({
    values: edit ? toSurchargeValues(edit.detail.record) : newSurchargeValues(),
    etag: edit?.detail.etag ?? null,
  }));
  const [deleting, setDeleting] = useState(false);

  const editing = edit !== undefined;
  const resolver = useMemo(() => {
    const contract = editing
      ? bodyResolver<SurchargeFormValues>(surchargeModelEditSchema, (values) =>
          toEditBody(values, base.values),
        )
      : bodyResolver<SurchargeFormValues>(surchargeModelAddSchema, toAddBody);
    // Percent 0 would remove the kind on edit; the switch says that more plainly.
    const checked: Resolver<SurchargeFormValues> = async (values, context, options) => {
      const result = await contract(values, context, options);
      const zero = kindsWithoutPercent(values);
      if (zero.length === 0) return result;
      const errors: FieldErrors<SurchargeFormValues> = { ...result.errors };
      for (const kind of zero) {
        errors[kind] = { ...errors[kind], percent: { type: 'min', message: t('surcharges.percentZero') } };
      }
      return { values: {}, errors };
    };
    return checked;
  }, [editing, base.values, t]);

  const form = useForm<SurchargeFormValues>({
    resolver,
    defaultValues: base.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control }) as SurchargeFormValues;
  const previewModel = useMemo(() => previewModelOf(watched), [watched]);

  const saving = useVersionedSave({
    form,
    base,
    setBase,
    create: useCreateSurchargeModel(),
    update: useUpdateSurchargeModel(),
    edit: edit && {
      id: edit.detail.record.id,
      reload: edit.reload,
      valuesOf: (fresh) => toSurchargeValues(fresh.record),
    },
    addBody: toAddBody,
    // Unchanged kinds stay out: a kind object replaces the stored one, null removes it.
    editBody: toEditBody,
    addSchema: surchargeModelAddSchema,
    editSchema: surchargeModelEditSchema,
    formFields: surchargeFormFields,
    aliases: surchargeFieldAliases,
    createdMessage: ({ record: surcharge }) => t('surcharges.created', { name: surcharge.name }),
    updatedMessage: ({ record: surcharge }) => t('surcharges.updated', { name: surcharge.name }),
    onDone,
  });

  return (
    <>
      <FormFrame
        save={saving}
        submitLabel={edit ? t('common.save') : t('common.create')}
        onCancel={() => navigate({ to: '/surcharges' })}
        stickyActions
        gap="lg"
        secondaryAction={
          edit && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('common.delete')}
            </Button>
          )
        }
      >
        <div>
          <Anchor component={Link} to="/surcharges" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('surcharges.backToList')}
            </Group>
          </Anchor>
          <PageTitle mt={4}>{edit ? t('surcharges.editTitle') : t('surcharges.newTitle')}</PageTitle>
        </div>

        <Stack gap="md" maw={640}>
          <TextInput
            label={t('surcharges.fields.name')}
            required
            maxLength={NAME_MAX}
            data-autofocus
            error={fieldErrorText(errors.name, t('form.required'))}
            {...form.register('name')}
          />
          <SwitchField
            control={form.control}
            name="accumulation"
            label={t('surcharges.fields.accumulation')}
            description={t('surcharges.fields.accumulationHint')}
          />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="surcharge-kinds-title">
          <Title order={2} size="h4" id="surcharge-kinds-title">
            {t('surcharges.fields.kindsSection')}
          </Title>
          <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '1000px': 3 }} spacing="md">
            {surchargeKinds.map((kind) => (
              <KindFields key={kind} kind={kind} control={form.control} errors={errors} text={text} />
            ))}
          </SimpleGrid>
        </Stack>

        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <SurchargeWeekPreview
            model={previewModel}
            weekStartsMonday={user.weekstart_monday}
            hour12={user.timeformat_12h}
          />
        </Paper>
        {edit && <SurchargeCoWorkers modelId={edit.detail.record.id} />}
      </FormFrame>
      {edit && (
        <DeleteFlow
          target={deleting ? edit.detail.record : null}
          detail={surchargeQueries.detail}
          remove={remove}
          servicesReason
          deletedMessage={(name) => t('surcharges.deleted', { name })}
          onClose={() => setDeleting(false)}
          onDeleted={onDone}
        />
      )}
    </>
  );
}
