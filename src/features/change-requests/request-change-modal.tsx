import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import { FormModal } from '../../components/form-modal.tsx';
import { useGuardedClose } from '../../components/unsaved-changes.tsx';
import type { RequestChangeDraft } from './draft.ts';
import { RequestChangeForm } from './request-change-form.tsx';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** Request a change of one day's work times, in a dialog; closing with typed values asks first. */
export function RequestChangeModal({
  draft,
  users,
  present,
  can,
  onClose,
}: {
  draft: RequestChangeDraft | null;
  users: readonly User[];
  present: Presentation;
  can: RequestRights;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { setDirty, finish, requestClose } = useGuardedClose(onClose);

  return (
    <FormModal opened={draft !== null} onClose={requestClose} title={t('changeRequests.form.title')}>
      {draft && (
        <RequestChangeForm
          draft={draft}
          users={users}
          present={present}
          can={can}
          onDirtyChange={setDirty}
          onDone={finish}
          onCancel={requestClose}
        />
      )}
    </FormModal>
  );
}
