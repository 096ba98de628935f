import { Alert, Button, Group, Stack } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedFor } from './asked-for.ts';
import { FormLoading, FormModal } from './form-modal.tsx';

/** A form dialog's props: at least how it closes. */
type DialogProps = { onClose: () => void };

/** A form dialog whose code loads on first use; `preload` starts that early, e.g. on hover. */
export type LazyFormDialog<Props extends DialogProps> = ComponentType<Props> & { preload: () => void };

/**
 * A form dialog (a `FormDialog` with its form) loaded when first opened: a list page draws its
 * rows without the form library, the fields and the contract's write schemas. Until the code is
 * there, the dialog shows a loader; closing it then closes the dialog as the form would. The
 * dialog is open while its `target` is not null, or while `opened` says so.
 */
export function lazyFormDialog<Props extends DialogProps & { target: object | null }>(
  load: () => Promise<ComponentType<Props>>,
): LazyFormDialog<Props>;
export function lazyFormDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
  opened: (props: Props) => boolean,
): LazyFormDialog<Props>;
export function lazyFormDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
  opened: (props: Props) => boolean = (props) => (props as { target?: object | null }).target != null,
): LazyFormDialog<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A dropped connection or a deploy that replaced the file may work next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a failed import for good, so each try after a failure gets a fresh one.
  const freshDialog = () => lazy(start);
  const render = (props: Props) => (
    <LazyDialogHost freshDialog={freshDialog} open={opened(props)} props={props} />
  );
  return Object.assign(render, {
    preload: () => {
      start().catch(() => {
        // Opening the dialog asks again and shows the failure there.
      });
    },
  });
}

/**
 * The dialog once asked for: a loader in its place until its code is there, and when the code cannot
 * be loaded, a dialog that says so and tries again, while the page underneath stays as it was.
 */
function LazyDialogHost<Props extends DialogProps>({
  freshDialog,
  open,
  props,
}: {
  freshDialog: () => ComponentType<Props>;
  open: boolean;
  props: Props;
}) {
  const asked = useAskedFor(open);
  const [{ Dialog, attempt }, setLoad] = useState(() => ({ Dialog: freshDialog(), attempt: 0 }));
  if (!asked) return null;
  const retry = () => setLoad((previous) => ({ Dialog: freshDialog(), attempt: previous.attempt + 1 }));
  return (
    <LoadFailure
      key={attempt}
      failed={<LoadFailedDialog opened={open} onClose={props.onClose} onRetry={retry} />}
    >
      <Suspense fallback={<LoadingDialog opened={open} onClose={props.onClose} />}>
        <Dialog {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/** Shows `failed` instead of its children once loading them failed (React has error boundaries only as classes). */
class LoadFailure extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

function LoadFailedDialog({
  opened,
  onClose,
  onRetry,
}: {
  opened: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t('errors.formLoadFailed')} onClose={onClose}>
      <Stack>
        <Alert color="red">{t('errors.formLoadFailedText')}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

function LoadingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} title={t('common.loading')} onClose={onClose}>
      <FormLoading />
    </FormModal>
  );
}
