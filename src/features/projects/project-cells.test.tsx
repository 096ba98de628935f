// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { createFormatter } from '../../lib/format.ts';
import { renderPage } from '../../testing/render.tsx';
import { ProjectBudgetUsage } from './project-cells.tsx';

const format = createFormatter({
  locale: 'en',
  timeZone: 'UTC',
  hour12: false,
  durations: 'clock',
  hourUnit: 'h',
});
const project = { id: 1, name: 'Lighthouse', budget_money: 1000, budget_is_hours: false } as Project;

async function showUsage(used: number) {
  await renderPage(
    <ProjectBudgetUsage
      project={project}
      usage={{ projects_id: 1, budget_used: used, budget_share: used / 1000 }}
      format={format}
    />,
  );
  await screen.findByRole('progressbar');
}

describe('the budget usage cell', () => {
  it('marks a project nearly used up from 80 % on, in words', async () => {
    await showUsage(800);
    expect(screen.getByText('Nearly used up')).toBeInTheDocument();
    expect(screen.queryByText('Over budget')).toBeNull();
  });

  it('marks nothing below 80 %', async () => {
    await showUsage(799);
    expect(screen.queryByText('Nearly used up')).toBeNull();
    expect(screen.queryByText('Over budget')).toBeNull();
  });

  it('marks a project past its budget over budget, not nearly used up', async () => {
    await showUsage(1200);
    expect(screen.getByText('Over budget')).toBeInTheDocument();
    expect(screen.queryByText('Nearly used up')).toBeNull();
  });
});
