// @vitest-environment jsdom
import { Modal } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import { renderPage } from '../testing/render.tsx';
import { DateField, parseTypedDate } from './date-field.tsx';

describe('parseTypedDate', () => {
  it('takes a date exactly as typed in the language’s format, or ISO', () => {
    expect(parseTypedDate('2026-02-03', 'en')).toBe('2026-02-03');
    expect(parseTypedDate('03.02.2026', 'de')).toBe('2026-02-03');
    expect(parseTypedDate('3.2.2026', 'de')).toBe('2026-02-03');
    expect(parseTypedDate('2026-02-03', 'de')).toBe('2026-02-03');
    expect(parseTypedDate('03/02/2026', 'fr')).toBe('2026-02-03');
    expect(parseTypedDate('2150-01-01', 'en')).toBe('2150-01-01');
  });

  it('refuses impossible and wrongly formatted dates instead of rolling them over', () => {
    expect(parseTypedDate('2026-02-30', 'en')).toBeNull();
    expect(parseTypedDate('2026-13-01', 'en')).toBeNull();
    expect(parseTypedDate('31.02.2026', 'de')).toBeNull();
    expect(parseTypedDate('03.02.2026', 'en')).toBeNull();
    expect(parseTypedDate('02/30/2026', 'fr')).toBeNull();
    expect(parseTypedDate('tomorrow', 'en')).toBeNull();
  });
});

/** A form field as a page holds it: the value the field reports is what a submit would send. */
function Field({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Deadline" value={value} onChange={setValue} clearable />
      <output aria-label="value">{value === null ? 'empty' : value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Deadline' });
const reported = () => screen.getByRole('status', { name: 'value' }).textContent;

/** A field in a dialog, as the change-request dialog holds its day. */
function InDialog() {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<string | null>('2026-01-15');
  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title="Change request"
      transitionProps={{ duration: 0 }}
    >
      <DateField label="Deadline" value={value} onChange={setValue} />
    </Modal>
  );
}

describe('DateField', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps an impossible date as typed, reports it unchanged and says why at the field', async () => {
    await renderPage(<Field initial="2026-01-15" />);
    fireEvent.input(input(), { target: { value: '2026-02-30' } });
    fireEvent.blur(input());

    expect(input()).toHaveValue('2026-02-30');
    expect(reported()).toBe('2026-02-30');
    expect(await screen.findByText('Not a real date: type it as YYYY-MM-DD')).toBeVisible();
  });

  it('takes a German date as typed and reports it as ISO', async () => {
    await renderPage(<Field initial={null} />);
    await act(() => setLanguage('de'));
    fireEvent.input(input(), { target: { value: '31.02.2026' } });
    fireEvent.blur(input());
    expect(reported()).toBe('31.02.2026');
    expect(await screen.findByText('Kein gültiges Datum: bitte als DD.MM.YYYY eingeben')).toBeVisible();

    fireEvent.input(input(), { target: { value: '28.02.2026' } });
    expect(reported()).toBe('2026-02-28');
    expect(screen.queryByText(/Kein gültiges Datum/)).toBeNull();
  });

  it('says when a real date lies outside the years the interface keeps', async () => {
    await renderPage(<Field initial={null} />);
    fireEvent.input(input(), { target: { value: '2150-01-01' } });
    fireEvent.blur(input());
    expect(reported()).toBe('2150-01-01');
    expect(await screen.findByText('Enter a date between 1970 and 2100')).toBeVisible();
  });

  it('reports an emptied field as empty rather than keeping the previous date', async () => {
    await renderPage(<Field initial="2026-01-15" />);
    fireEvent.input(input(), { target: { value: '' } });
    expect(reported()).toBe('empty');
  });

  it('closes only its calendar on Escape inside a dialog, and the dialog on the next Escape', async () => {
    await renderPage(<InDialog />);
    fireEvent.click(input());
    await waitFor(() => expect(input()).toHaveAttribute('data-mantine-stop-propagation', 'true'));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change request' })).toBeInTheDocument();
    await waitFor(() => expect(input()).not.toHaveAttribute('data-mantine-stop-propagation'));
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change request' })).not.toBeInTheDocument(),
    );
  });
});
