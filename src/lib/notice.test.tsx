// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { showNotice } from './notice.ts';

describe('showNotice', () => {
  it('names the close button, so a screen reader announces what it does', async () => {
    await renderPage(<p>Page</p>);
    act(() => {
      showNotice({ message: 'Entry saved' });
    });
    const notice = (await screen.findByText('Entry saved')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(notice).not.toBeNull();
    expect(notice.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });
});
