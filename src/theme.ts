import { Badge, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Status badges sit in narrow table cells: they keep their full text rather than an ellipsis.
    Badge: Badge.extend({
      styles: { root: { textTransform: 'none', minWidth: 'max-content', flexShrink: 0 } },
    }),
  },
});
