// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { FormDateField } from './form-date-field.tsx';
import { FormFrame } from './form-frame.tsx';

type Values = { day: string | null };

/**
 * A form whose own check, like the entry form's, sees only the shape of the day: what it would send
 * is what `sent` records.
 */
function DayForm({ sent }: { sent: Values[] }) {
  const form = useForm<Values>({
    defaultValues: { day: '2026-02-27' },
    resolver: async (values) => ({ values, errors: {} }),
  });
  return (
    <FormFrame
      label="Day form"
      submitLabel="Save"
      onCancel={() => {}}
      save={{
        pending: false,
        dirty: form.formState.isDirty,
        onSubmit: (event) => void form.handleSubmit((values) => sent.push(values))(event),
        alert: { error: null, fieldsMarked: false, busy: false },
      }}
    >
      <FormDateField control={form.control} name="day" label="Day" />
    </FormFrame>
  );
}

const dayInput = () => screen.getByRole('textbox', { name: 'Day' });

describe('FormFrame', () => {
  it('sends nothing while a field holds text that is no value, and says why at the field', async () => {
    const sent: Values[] = [];
    await renderPage(<DayForm sent={sent} />);
    fireEvent.input(dayInput(), { target: { value: '2026-02-30' } });
    // Enter in the field: the text was never left, yet the refusal shows its reason.
    fireEvent.submit(screen.getByRole('form', { name: 'Day form' }));

    expect(await screen.findByText('Not a real date: type it as YYYY-MM-DD')).toBeVisible();
    expect(dayInput()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    fireEvent.input(dayInput(), { target: { value: '2026-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ day: '2026-02-28' }]));
  });
});
