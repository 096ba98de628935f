// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { usePageSettled } from './page-settled.ts';

/** A page whose rows arrive when the test says so, and a count that waits for them. */
function Page({ rows }: { rows: Promise<string[]> }) {
  const list = useQuery({ queryKey: ['rows'], queryFn: () => rows });
  const settled = usePageSettled();
  return (
    <>
      <p>{list.data ? list.data.join(', ') : 'Loading rows'}</p>
      <p>{settled ? 'Count asked for' : 'Count waits'}</p>
    </>
  );
}

describe('usePageSettled', () => {
  it('holds back until the page’s own requests have answered, then stays true', async () => {
    let answer: (rows: string[]) => void = () => {};
    const rows = new Promise<string[]>((resolve) => {
      answer = resolve;
    });
    const { queryClient } = await renderPage(<Page rows={rows} />);
    expect(screen.getByText('Loading rows')).toBeInTheDocument();
    expect(screen.getByText('Count waits')).toBeInTheDocument();

    answer(['Apple', 'Banana']);
    expect(await screen.findByText('Apple, Banana')).toBeInTheDocument();
    expect(await screen.findByText('Count asked for')).toBeInTheDocument();

    void queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => new Promise(() => {}) });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(screen.getByText('Count asked for')).toBeInTheDocument();
  });
});
