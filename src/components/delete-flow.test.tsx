// @vitest-environment jsdom
import { queryOptions, useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { renderPage } from '../testing/render.tsx';
import { DeleteFlow, type DeleteTarget } from './delete-flow.tsx';

type Thing = DeleteTarget & { active?: boolean };

function Flow({
  target,
  remove,
  deactivate,
  refusal,
  onClose = () => {},
}: {
  target: Thing;
  remove: (variables: { id: number; etag: string | null }) => Promise<unknown>;
  deactivate?: (variables: { id: number; body: { active: false }; etag: string | null }) => Promise<unknown>;
  refusal?: string;
  onClose?: () => void;
}) {
  const removal = useMutation({ mutationFn: remove });
  const deactivation = useMutation({ mutationFn: deactivate ?? (() => Promise.resolve()) });
  return (
    <DeleteFlow
      target={target}
      detail={(id) =>
        queryOptions({ queryKey: ['things', id], queryFn: async () => ({ record: target, etag: '"v4"' }) })
      }
      remove={removal}
      deactivate={deactivate && { write: deactivation, message: (name) => `${name} deactivated` }}
      refusal={refusal}
      deletedMessage={(name) => `${name} deleted`}
      onClose={onClose}
    />
  );
}

const inUse = () => Promise.reject(new ApiError('http', 409, 'Still used by 3 entries'));

/** A dated row (target hours, a quota) whose detail has no `name`: the list names it. */
function DatedRowFlow({
  remove,
}: {
  remove: (variables: { id: number; etag: string | null }) => Promise<unknown>;
}) {
  const removal = useMutation({ mutationFn: remove });
  return (
    <DeleteFlow
      target={{ id: 3, name: '40 h/week, from Jan 1, 2031' }}
      detail={(id) =>
        queryOptions({
          queryKey: ['rows', id],
          queryFn: async () => ({ record: { id, monday: 8 }, etag: '"v2"' }),
        })
      }
      remove={removal}
      deletedMessage={(name) => `${name} deleted`}
      onClose={() => {}}
    />
  );
}

describe('DeleteFlow', () => {
  it('confirms, then deletes with the version it read', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderPage(<Flow target={{ id: 7, name: 'Audit' }} remove={remove} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Audit”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ id: 7, etag: '"v4"' }, expect.anything());
    expect(await screen.findByText('Audit deleted')).toBeInTheDocument();
  });

  it('offers to deactivate an active record that is in use', async () => {
    const deactivate = vi.fn(() => Promise.resolve());
    await renderPage(
      <Flow target={{ id: 7, name: 'Audit', active: true }} remove={inUse} deactivate={deactivate} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Audit”?' });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);

    const used = await screen.findByRole('dialog', { name: '“Audit” is in use' });
    expect(within(used).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(used).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() =>
      expect(deactivate).toHaveBeenCalledWith(
        { id: 7, body: { active: false }, etag: '"v4"' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Audit deactivated')).toBeInTheDocument();
  });

  it('explains why an inactive record in use stays, without offering anything', async () => {
    await renderPage(
      <Flow
        target={{ id: 7, name: 'Audit', active: false }}
        remove={inUse}
        deactivate={() => Promise.resolve()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Audit”?' });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);

    const used = await screen.findByRole('dialog', { name: '“Audit” is in use' });
    expect(used).toHaveTextContent('It is already inactive');
    expect(within(used).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(used).queryByRole('button', { name: 'Deactivate instead' })).toBeNull();
  });

  it('only says why when the rights refuse the delete', async () => {
    const remove = vi.fn(() => Promise.resolve());
    await renderPage(
      <Flow target={{ id: 7, name: 'Audit' }} remove={remove} refusal="Only owners delete owners." />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'You cannot delete “Audit”' });
    expect(dialog).toHaveTextContent('Only owners delete owners.');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('names a record without a name of its own (a dated row) as the list does, and deletes its version', async () => {
    const remove = vi.fn((_variables: { id: number; etag: string | null }) => Promise.resolve());
    await renderPage(<DatedRowFlow remove={remove} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete “40 h/week, from Jan 1, 2031”?' });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);

    expect(await screen.findByText('40 h/week, from Jan 1, 2031 deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ id: 3, etag: '"v2"' }, expect.anything());
  });
});
