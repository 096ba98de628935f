// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { SelectionBar } from './bulk-report.tsx';
import { FormActions } from './form-modal.tsx';

const why = 'You are offline: saving works again when the connection is back.';

afterEach(() => onlineManager.setOnline(true));

describe('writes while offline', () => {
  it('disables a form’s submit and says why, and gives it back once online', async () => {
    await renderPage(<FormActions submitLabel="Save" pending={false} onCancel={() => {}} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(screen.queryByText(why)).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(why);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    act(() => onlineManager.setOnline(true));
    expect(save).toBeEnabled();
    expect(screen.queryByText(why)).toBeNull();
  });

  it('holds back every bulk action but not clearing the selection', async () => {
    await renderPage(
      <SelectionBar count="2 selected" clearLabel="Clear selection" onClear={() => {}}>
        <button type="button">Approve</button>
        <button type="button">Delete</button>
      </SelectionBar>,
    );
    await screen.findByText('2 selected');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeEnabled();
    expect(screen.getByText(why)).toBeVisible();
  });
});
