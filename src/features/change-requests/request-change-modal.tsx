import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import { FormDialog } from '../../components/form-modal.tsx';
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
  return (
    <FormDialog
      target={draft && { kind: 'create' }}
      title={{ create: t('changeRequests.form.title') }}
      onClose={onClose}
    >
      {(form) =>
        draft && <RequestChangeForm {...form} draft={draft} users={users} present={present} can={can} />
      }
    </FormDialog>
  );
}
