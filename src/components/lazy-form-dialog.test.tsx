// @vitest-environment jsdom
import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import type { FormTarget } from './form-modal.tsx';
import { lazyFormDialog } from './lazy-form-dialog.tsx';

type Props = { target: FormTarget | null; onClose: () => void };

function FruitDialog({ target, onClose }: Props) {
  return (
    <Modal opened={target !== null} onClose={onClose} title="New fruit">
      <input aria-label="Fruit name" />
    </Modal>
  );
}

/** A form dialog whose code arrives when the test says so, and how many times it was asked for. */
function slowDialog() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const loads = { count: 0 };
  const Dialog = lazyFormDialog(
    () => {
      loads.count += 1;
      return arrived.then(() => FruitDialog);
    },
    (component): ComponentType<Props> => component,
  );
  return { Dialog, arrive, loads };
}

function Page({ Dialog }: { Dialog: ReturnType<typeof slowDialog>['Dialog'] }) {
  const [target, setTarget] = useState<FormTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ kind: 'create' })} onFocus={Dialog.preload}>
        Add fruit
      </button>
      <Dialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

describe('lazyFormDialog', () => {
  it('loads nothing until asked, shows a loading dialog until the form is there, then the form', async () => {
    const { Dialog, arrive, loads } = slowDialog();
    await renderPage(<Page Dialog={Dialog} />);
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add fruit' }));
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'New fruit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fruit name')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('closes from the loading dialog, and starts loading once on focus of what opens it', async () => {
    const { Dialog, arrive, loads } = slowDialog();
    await renderPage(<Page Dialog={Dialog} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Add fruit' }));
    expect(loads.count).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add fruit' }));
    await screen.findByRole('dialog', { name: 'Loading…' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    arrive();
    fireEvent.click(screen.getByRole('button', { name: 'Add fruit' }));
    expect(await screen.findByRole('dialog', { name: 'New fruit' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('says when the form cannot be loaded, keeps the page, and loads it on "Try again"', async () => {
    const loads = { count: 0 };
    const Dialog = lazyFormDialog(
      () => {
        loads.count += 1;
        return loads.count === 1
          ? Promise.reject(new Error('connection dropped'))
          : Promise.resolve(FruitDialog);
      },
      (component): ComponentType<Props> => component,
    );
    await renderPage(<Page Dialog={Dialog} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add fruit' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not load this form' });
    expect(failed).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Add fruit' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'New fruit' })).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });
});
