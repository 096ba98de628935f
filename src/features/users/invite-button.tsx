import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import { useSendInvitation } from '../../api/users.ts';
import { describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';

/**
 * Sends a co-worker the welcome mail again with a new link to set their password (valid 7 days): for
 * someone who lost the first one or whose link ran out. Owners and managers; an active co-worker only.
 */
export function InviteButton({ user }: { user: Pick<User, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const invite = useSendInvitation();
  return (
    <Tooltip label={t('users.invitation.send')} openDelay={300}>
      <ActionIcon
        variant="subtle"
        aria-label={t('users.invitation.sendTo', { name: user.name })}
        loading={invite.isPending}
        onClick={() =>
          invite.mutate(
            { id: user.id },
            {
              onSuccess: () =>
                showNotice({ color: 'teal', message: t('users.invitation.sent', { name: user.name }) }),
              onError: (error) => showNotice({ color: 'red', message: describeError(error) }),
            },
          )
        }
      >
        <IconMailForward size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
