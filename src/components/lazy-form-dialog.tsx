import { Alert, Button, Group, Stack } from '@mantine/core';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedFor } from './asked-for.ts';
import { FormLoading, FormModal } from './form-modal.tsx';
import { type LazyPart, LazyPartHost, lazyPart } from './lazy-part.tsx';

/** A dialog's props: at least how it closes. */
type DialogProps = { onClose: () => void };

/** A dialog whose code loads on first use; `preload` starts that early, e.g. on hover. */
export type LazyDialog<Props extends DialogProps> = ComponentType<Props> & { preload: () => void };

/** What the dialog holds, which its failure title names. */
type DialogKind = 'form' | 'dialog';

/**
 * A form dialog (a `FormDialog` with its form) loaded when first opened: a list page draws its
 * rows without the form library, the fields and the contract's write schemas. Until the code is
 * there, the dialog shows a loader; closing it then closes the dialog as the form would. The
 * dialog is open while its `target` is not null, or while `opened` says so.
 */
export function lazyFormDialog<Module, Props extends DialogProps & { target: object | null }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyDialog<Props>;
export function lazyFormDialog<Module, Props extends DialogProps>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  opened: (props: Props) => boolean,
): LazyDialog<Props>;
export function lazyFormDialog<Module, Props extends DialogProps>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  opened: (props: Props) => boolean = (props) => (props as { target?: object | null }).target != null,
): LazyDialog<Props> {
  return dialogOf(lazyPart(load, pick), opened, 'form');
}

/**
 * Any other dialog loaded when first opened (while `opened` is true): nothing shows until its code
 * is there, as a dialog that opens a moment later.
 */
export function lazyDialog<Module, Props extends DialogProps & { opened: boolean }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyDialog<Props> {
  return dialogOf(lazyPart(load, pick), (props) => props.opened, 'dialog');
}

function dialogOf<Props extends DialogProps>(
  part: LazyPart<Props>,
  opened: (props: Props) => boolean,
  kind: DialogKind,
): LazyDialog<Props> {
  const render = (props: Props) => (
    <LazyDialogHost part={part} open={opened(props)} props={props} kind={kind} />
  );
  return Object.assign(render, { preload: part.preload });
}

/**
 * The dialog once asked for: when its code cannot be loaded, a dialog that says so and tries
 * again, while the page underneath stays as it was.
 */
function LazyDialogHost<Props extends DialogProps>({
  part,
  open,
  props,
  kind,
}: {
  part: LazyPart<Props>;
  open: boolean;
  props: Props;
  kind: DialogKind;
}) {
  const asked = useAskedFor(open);
  if (!asked) return null;
  return (
    <LazyPartHost
      part={part}
      props={props}
      loading={kind === 'form' ? <LoadingDialog opened={open} onClose={props.onClose} /> : null}
      failed={(retry) => (
        <LoadFailedDialog kind={kind} opened={open} onClose={props.onClose} onRetry={retry} />
      )}
    />
  );
}

function LoadFailedDialog({
  kind,
  opened,
  onClose,
  onRetry,
}: {
  kind: DialogKind;
  opened: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // Opening the dialog again after closing this one is asking for it again.
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (opened && !wasOpened.current) onRetry();
    wasOpened.current = opened;
  }, [opened, onRetry]);
  return (
    <FormModal opened={opened} title={t(`errors.partLoadFailed.${kind}`)} onClose={onClose}>
      <Stack>
        <Alert color="red">{t('errors.partLoadFailedText')}</Alert>
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
