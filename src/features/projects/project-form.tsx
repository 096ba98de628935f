import { Fieldset, Group, Input, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Project, projectAddSchema, projectEditSchema } from '../../../contract/projects.ts';
import { customerSearch } from '../../api/customers.ts';
import { projectQueries, useCreateProject, useUpdateProject } from '../../api/projects.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { NameField, NoteField, useRecordForm } from '../../components/record-form.tsx';
import { SearchSelectField } from '../../components/select-field.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { bodyResolver, fieldErrorText, numberOrNull, textOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { ProjectBudgetUsage } from './project-cells.tsx';

type BudgetKind = 'none' | 'money' | 'hours';

type Values = {
  name: string;
  customers_id: number | null;
  number: string;
  deadline: string | null;
  active: boolean;
  billable_default: boolean;
  completed: boolean;
  budget_kind: BudgetKind;
  budget_money: number | string;
  budget_is_not_strict: boolean;
  billed_money: number | string;
  billed_completely: boolean;
  note: string;
};

const formFields = [
  'name',
  'customers_id',
  'number',
  'deadline',
  'active',
  'billable_default',
  'completed',
  'budget_money',
  'budget_is_not_strict',
  'billed_money',
  'billed_completely',
  'note',
] as const;

// The interface spells the soft-budget flag differently on edit; an error may name either spelling.
const serverFieldAliases = { budget_ist_not_strict: 'budget_is_not_strict', budget_is_hours: 'budget_money' };

function newProject(customerId: number | undefined): Values {
  return {
    name: '',
    customers_id: customerId ?? null,
    number: '',
    deadline: null,
    active: true,
    billable_default: true,
    completed: false,
    budget_kind: 'none',
    budget_money: '',
    budget_is_not_strict: false,
    billed_money: '',
    billed_completely: false,
    note: '',
  };
}

function toValues(project: Project): Values {
  const hasBudget = project.budget_money !== null && project.budget_money !== undefined;
  return {
    name: project.name,
    customers_id: project.customers_id,
    number: project.number ?? '',
    deadline: project.deadline,
    active: project.active,
    billable_default: project.billable_default,
    completed: project.completed,
    budget_kind: !hasBudget ? 'none' : project.budget_is_hours ? 'hours' : 'money',
    budget_money: project.budget_money ?? '',
    budget_is_not_strict: project.budget_is_not_strict ?? false,
    billed_money: project.billed_money ?? '',
    billed_completely: project.billed_completely ?? false,
    note: project.note ?? '',
  };
}

type BodyOptions = { edit: boolean; withRights: boolean };

/**
 * The request body: only fields the operation accepts (completed and billing only on edit), rights
 * fields only for owners and managers, and JSON types the contract expects (null for no value).
 */
function toBody(values: Values, { edit, withRights }: BodyOptions) {
  const body: Record<string, unknown> = {
    name: values.name,
    customers_id: values.customers_id ?? undefined,
    number: textOrNull(values.number),
    deadline: values.deadline || null,
    active: values.active,
    billable_default: values.billable_default,
  };
  if (edit) body.completed = values.completed;
  if (withRights) {
    const hasBudget = values.budget_kind !== 'none';
    body.budget_money = hasBudget ? numberOrNull(values.budget_money) : null;
    body.budget_is_hours = values.budget_kind === 'hours';
    body.budget_is_not_strict = hasBudget && values.budget_is_not_strict;
    body.note = textOrNull(values.note);
    if (edit) {
      body.billed_money = numberOrNull(values.billed_money);
      body.billed_completely = values.billed_completely;
    }
  }
  return body;
}

/** Create or edit a project in a dialog; closing with unsaved changes asks first. */
export function ProjectFormModal({
  target,
  defaultCustomerId,
  withRights,
  onClose,
}: {
  target: FormTarget | null;
  /** Preselected for a new project, e.g. the customer the list is filtered by. */
  defaultCustomerId?: number;
  withRights: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('projects.newTitle'), edit: t('projects.editTitle') }}
      detail={projectQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <ProjectForm
          {...form}
          edit={edit}
          initial={edit ? toValues(edit.detail.record) : newProject(defaultCustomerId)}
          withRights={withRights}
        />
      )}
    </FormDialog>
  );
}

function ProjectForm({
  initial,
  edit,
  withRights,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  initial: Values;
  edit?: EditStart<Versioned<Project>>;
  withRights: boolean;
}) {
  const { t, i18n } = useTranslation();
  const bodyOptions: BodyOptions = { edit: edit !== undefined, withRights };
  const resolver = useMemo(() => {
    const contract = bodyResolver(edit ? projectEditSchema : projectAddSchema, (values: Values) =>
      toBody(values, { edit: edit !== undefined, withRights }),
    );
    // A budget kind without an amount would silently drop the budget.
    const checked: Resolver<Values> = async (values, context, options) => {
      const result = await contract(values, context, options);
      if (values.budget_kind !== 'none' && withRights && numberOrNull(values.budget_money) === null) {
        return {
          values: {},
          errors: { ...result.errors, budget_money: { type: 'required', message: i18n.t('form.required') } },
        };
      }
      return result;
    };
    return checked;
  }, [edit, withRights, i18n]);
  const { form, saving } = useRecordForm({
    edit,
    empty: initial,
    toValues,
    toBody: (values: Values) => toBody(values, bodyOptions),
    resolver,
    addSchema: projectAddSchema,
    editSchema: projectEditSchema,
    create: useCreateProject(),
    update: useUpdateProject(),
    formFields,
    aliases: serverFieldAliases,
    createdMessage: (project) => t('projects.created', { name: project.name }),
    updatedMessage: (project) => t('projects.updated', { name: project.name }),
    onDone,
  });
  const { errors } = form.formState;
  const budgetKind = form.watch('budget_kind');

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <NameField label={t('projects.fields.name')} error={errors.name} {...form.register('name')} />
      <SearchSelectField
        control={form.control}
        name="customers_id"
        label={t('projects.fields.customer')}
        required
        searching={customerSearch(true)}
        error={fieldErrorText(errors.customers_id)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('projects.fields.number')}
          error={fieldErrorText(errors.number)}
          {...form.register('number')}
        />
        <FormDateField
          control={form.control}
          name="deadline"
          label={t('projects.fields.deadline')}
          clearable
        />
      </SimpleGrid>
      <SwitchField
        control={form.control}
        name="active"
        label={t('projects.fields.active')}
        description={t('projects.fields.activeHint')}
      />
      <SwitchField
        control={form.control}
        name="billable_default"
        label={t('projects.fields.billableDefault')}
      />
      {edit && <SwitchField control={form.control} name="completed" label={t('projects.fields.completed')} />}

      {withRights && (
        <Fieldset legend={t('projects.fields.budgetSection')} variant="filled">
          <Stack gap="md">
            {edit && <SavedBudgetUsage project={edit.detail.record} />}
            <Controller
              control={form.control}
              name="budget_kind"
              render={({ field }) => (
                <Radio.Group
                  label={t('projects.fields.budgetKind')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as BudgetKind)}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="none" label={t('projects.budget.none')} />
                    <Radio value="money" label={t('projects.budget.money')} />
                    <Radio value="hours" label={t('projects.budget.hours')} />
                  </Group>
                </Radio.Group>
              )}
            />
            {budgetKind !== 'none' && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NumberField
                  control={form.control}
                  name="budget_money"
                  label={
                    budgetKind === 'hours'
                      ? t('projects.fields.budgetHours')
                      : t('projects.fields.budgetMoney')
                  }
                  required
                  customMessage={t('form.twoDecimals')}
                />
                <SwitchField
                  control={form.control}
                  name="budget_is_not_strict"
                  mt={{ base: 0, xs: 30 }}
                  label={t('projects.fields.budgetSoft')}
                  description={t('projects.fields.budgetSoftHint')}
                />
              </SimpleGrid>
            )}
            {edit && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NumberField
                  control={form.control}
                  name="billed_money"
                  label={t('projects.fields.billedMoney')}
                  customMessage={t('form.twoDecimals')}
                />
                <SwitchField
                  control={form.control}
                  name="billed_completely"
                  mt={{ base: 0, xs: 30 }}
                  label={t('projects.fields.billedCompletely')}
                />
              </SimpleGrid>
            )}
            <NoteField label={t('projects.fields.note')} error={errors.note} {...form.register('note')} />
          </Stack>
        </Fieldset>
      )}
    </FormFrame>
  );
}

/** What was used so far, as saved: it follows the entries, not the budget fields below it. */
function SavedBudgetUsage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const usage = useQuery(projectQueries.budgetUsage(project.id));
  if (!usage.data) return null;
  return (
    <Input.Wrapper label={t('projects.columns.budgetUsed')} labelElement="div" maw={360}>
      <ProjectBudgetUsage project={project} usage={usage.data} format={format} withAmounts />
    </Input.Wrapper>
  );
}
