import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A main-navigation page: in the side bar and among the command palette's pages. */
export type NavItem = {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: ReactNode;
  /** Drawn after the label in the side bar, e.g. how many items wait there. */
  badge?: ReactNode;
};
