import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';

const APP_NAME = 'Stint';

/** The browser tab names the page, so that a user with several tabs open finds the one they want. */
function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [pageTitle]);
}

/** A page's heading, which also names the browser tab. */
export function PageTitle({
  children,
  ...props
}: Omit<TitleProps, 'children' | 'order'> & { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}
