import { dayIn, secondsOfTime, toUtcTimestamp, zonedInstant } from '../contract/dates.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signInWithKey,
  test,
  typeTime,
} from './fixtures.ts';

const BERLIN = 'Europe/Berlin';

/** `hh:mm` of `date` in Berlin as the service writes it. */
const at = (date: string, clock: string) => toUtcTimestamp(zonedInstant(date, secondsOfTime(clock), BERLIN));

type WorkTimes = {
  work_time_days: { date: string; intervals: { time_since: string; time_until: string }[] }[];
};
type Requests = {
  change_requests: {
    date: string;
    status: number;
    changes: { type: number; time_since: string; time_until: string }[];
  }[];
};

async function intervalsOf(owner: ServiceClient, usersId: number, date: string) {
  const { work_time_days } = await owner.get<WorkTimes>(
    `/api/v2/workTimes?users_id=${usersId}&date_since=${date}&date_until=${date}`,
  );
  return work_time_days.flatMap((day) => day.intervals);
}

test('a worker types an interval and drags an edge, sees it saves at once, and the day holds exactly that', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Day worker', { timezone: BERLIN, language: 'en' });
  const today = dayIn(Date.now(), BERLIN);
  // The morning is already there, filed by the owner (applied at once).
  await owner.post('/api/v2/workTimes/changeRequests', {
    date: today,
    users_id: worker.id,
    changes: [{ type: 1, time_since: at(today, '08:00'), time_until: at(today, '12:00') }],
  });

  await signInWithKey(page, worker.email, worker.key);
  await page.goto('/my-time');
  await page.getByRole('link', { name: "Today's work time" }).click();
  await expect(page).toHaveURL(new RegExp(`/work-day/${today}$`));
  await expect(page.getByRole('heading', { name: 'Work time', level: 1 })).toBeVisible();

  const before = page.getByRole('note').filter({ hasText: 'Saved at once' });
  await expect(before).toContainText('saving changes the work time right away');
  const firstEnd = page.getByRole('slider', { name: 'End of interval 1' });
  await expect(firstEnd).toHaveAttribute('aria-valuetext', '12:00');

  // An afternoon, typed.
  await page.getByRole('button', { name: 'Add interval' }).click();
  const second = page.getByRole('group', { name: 'Interval 2' });
  await typeTime(second, 'From', '13', '00');
  await typeTime(second, 'To', '17', '00');
  await expect(page.getByRole('slider', { name: 'End of interval 2' })).toHaveAttribute(
    'aria-valuetext',
    '17:00',
  );

  // The morning's end dragged half an hour later: the strip is 24 hours wide.
  const track = await page.getByTestId('interval-1').evaluate((block) => {
    const box = block.parentElement?.getBoundingClientRect();
    return { left: box?.left ?? 0, width: box?.width ?? 0 };
  });
  const handle = await firstEnd.boundingBox();
  if (!handle) throw new Error('the handle is not drawn');
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + (track.width * 15) / 1440, y, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2 + (track.width * 30) / 1440, y, { steps: 4 });
  await page.mouse.up();
  await expect(firstEnd).toHaveAttribute('aria-valuetext', '12:30');
  await expect(
    page.getByRole('group', { name: 'Interval 1' }).getByRole('spinbutton', { name: 'To, minutes' }),
  ).toHaveValue('30');
  await expect(page.getByText('Worked 8:30 h · breaks 0:30 h')).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save work time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Change applied' })).toBeVisible();

  expect(await intervalsOf(owner, worker.id, today)).toEqual([
    { time_since: at(today, '08:00'), time_until: at(today, '12:30') },
    { time_since: at(today, '13:00'), time_until: at(today, '17:00') },
  ]);
  const { change_requests } = await owner.get<Requests>(
    `/api/v2/workTimes/changeRequests?users_id=${worker.id}&status=1`,
  );
  expect(change_requests).toEqual([]);
});

test('on a locked day the page says saving goes to an approver, and saving files a pending request', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Locked day worker', { timezone: BERLIN, language: 'en' });
  const today = dayIn(Date.now(), BERLIN);
  await owner.put(`/api/v2/users/${worker.id}`, { edit_lock: today });

  await signInWithKey(page, worker.email, worker.key);
  await page.getByRole('button', { name: 'Timer and work clock' }).click();
  await page
    .getByRole('dialog', { name: 'Timer and work clock' })
    .getByRole('link', { name: "Today's work time" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/work-day/${today}$`));

  const before = page.getByRole('note').filter({ hasText: 'Goes to an approver' });
  await expect(before).toContainText('is locked for you');
  await expect(before).toContainText('Saving files a change request');
  await expect(page.getByText('No work time on this day')).toBeVisible();

  await page.getByRole('button', { name: 'Add interval' }).click();
  const first = page.getByRole('group', { name: 'Interval 1' });
  await typeTime(first, 'From', '11', '00');
  await typeTime(first, 'To', '09', '00');
  // A reversed interval is refused at the field, and nothing can be sent.
  await expect(first.getByText('Must be after “From”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save work time' })).toBeDisabled();
  await typeTime(first, 'From', '09', '00');
  await typeTime(first, 'To', '11', '00');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save work time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();

  const { change_requests } = await owner.get<Requests>(
    `/api/v2/workTimes/changeRequests?users_id=${worker.id}&status=1`,
  );
  expect(change_requests).toEqual([
    expect.objectContaining({
      date: today,
      status: 1,
      changes: [{ type: 1, time_since: at(today, '09:00'), time_until: at(today, '11:00') }],
    }),
  ]);
  expect(await intervalsOf(owner, worker.id, today)).toEqual([]);
});
