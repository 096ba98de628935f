// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSurchargeModel } from '../../../contract/surcharge-model-periods.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { SurchargeModelOffer } from './surcharge-model-offer.tsx';

const models = [
  { id: 7, name: 'Nights' },
  { id: 8, name: 'Weekends' },
];
const open: UserSurchargeModel = {
  id: 3,
  users_id: 5,
  surcharge_models_id: 7,
  date_since: '2025-01-01',
  date_until: null,
};
const row = { id: 11, users_id: 5, date_since: '2025-04-01', date_until: null } as TargetHoursRow;

/** The service's answers to the period writes: the record as sent, with an id. */
function stubPeriods() {
  return stubFetch(({ method, url, body }) => {
    const fields = body as Partial<UserSurchargeModel>;
    if (method === 'PUT') return jsonResponse({ data: { ...open, ...fields } });
    if (method === 'POST' && url.pathname === '/api/v2/usersSurchargeModels') {
      return jsonResponse({ data: { id: 4, date_until: null, ...fields } });
    }
    return jsonResponse({ error: { code: 404, message: 'Not found.' } }, { status: 404 });
  });
}

async function renderOffer(periods: UserSurchargeModel[]) {
  const onClose = vi.fn();
  await renderPage(
    <SurchargeModelOffer row={row} usersId={5} periods={periods} models={models} onClose={onClose} />,
    { user: testUser({ role: 'manager' }) },
  );
  return {
    onClose,
    dialog: await screen.findByRole('dialog', { name: 'Same surcharge model from this day?' }),
  };
}

describe('SurchargeModelOffer', () => {
  it('offers the model in force the day before and, confirmed, ends the open period and starts one on the new row’s day', async () => {
    const sent = stubPeriods();
    const { dialog, onClose } = await renderOffer([open]);
    expect(within(dialog).getByRole('combobox', { name: 'Surcharge model' })).toHaveProperty(
      'value',
      'Nights',
    );
    expect(within(dialog).getByText(/still open then ends on/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start period' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['PUT', '/api/v2/usersSurchargeModels/3', { date_until: '2025-03-31' }],
      [
        'POST',
        '/api/v2/usersSurchargeModels',
        { users_id: 5, surcharge_models_id: 7, date_since: '2025-04-01', date_until: null },
      ],
    ]);
  });

  it('changes nothing when declined', async () => {
    const sent = stubPeriods();
    const { dialog, onClose } = await renderOffer([open]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('leaves the model to pick for a person who never had one', async () => {
    const sent = stubPeriods();
    const { dialog } = await renderOffer([]);
    expect(within(dialog).getByRole('combobox', { name: 'Surcharge model' })).toHaveProperty('value', '');
    expect(within(dialog).getByRole('button', { name: 'Start period' })).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
  });
});
