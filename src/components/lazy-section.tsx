import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LazyPart, LazyPartHost } from './lazy-part.tsx';
import { ErrorPanel } from './page-states.tsx';

/**
 * A part of a page (a chart, a view) drawn with `LazyPartHost`: when its code cannot be loaded, a
 * message with "Try again" in its place, and the rest of the page stays.
 */
export function LazySection<Props extends object>({
  part,
  props,
  loading,
  after,
}: {
  part: LazyPart<Props>;
  props: Props;
  loading: ReactNode;
  /** Shown below the part once it is drawn; not beside the failure message. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LazyPartHost
      part={part}
      props={props}
      loading={loading}
      after={after}
      failed={(retry) => (
        <ErrorPanel
          title={t('errors.partLoadFailed.section')}
          message={t('errors.partLoadFailedText')}
          onRetry={retry}
        />
      )}
    />
  );
}
