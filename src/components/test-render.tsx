import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** jsdom has no matchMedia, which Mantine's hooks read; here no media query ever matches. */
export function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Renders a component test's UI inside Mantine's provider, which every Mantine component needs. */
export function renderWithMantine(ui: ReactNode) {
  return render(ui, { wrapper: MantineProvider });
}
