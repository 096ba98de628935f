import { type ComponentType, lazy, Suspense } from 'react';
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
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const dialog = lazy(start);
  const render = (props: Props) => <LazyDialogHost dialog={dialog} open={opened(props)} props={props} />;
  return Object.assign(render, {
    preload: () => {
      start().catch(() => {
        // Opening the dialog asks again and shows the failure there.
        loading = undefined;
      });
    },
  });
}

/** The dialog once asked for: a loader in its place until its code is there. */
function LazyDialogHost<Props extends DialogProps>({
  dialog: Dialog,
  open,
  props,
}: {
  dialog: ComponentType<Props>;
  open: boolean;
  props: Props;
}) {
  const asked = useAskedFor(open);
  if (!asked) return null;
  return (
    <Suspense fallback={<LoadingDialog opened={open} onClose={props.onClose} />}>
      <Dialog {...props} />
    </Suspense>
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
