import { useQueryClient } from '@tanstack/react-query';
import type { User, UserEdit } from '../../contract/users.ts';
import type { Versioned } from '../api/resource.ts';
import { useUpdateUser } from '../api/users.ts';
import { i18n, isLanguage, setLanguage } from '../i18n/i18n.ts';
import { type CurrentUser, sessionKeys } from './auth.ts';
import type { Mutation } from './versioned-save.ts';

/**
 * The one way the signed-in user's own record is saved: the users module's PUT with If-Match, after
 * which the answer is the current user (and its language the UI's), so every page follows the new
 * preferences at once, without a reload.
 */
export function useSaveOwnUser(): Mutation<
  { id: number; body: UserEdit; etag: string | null },
  Versioned<User>
> {
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  return {
    isPending: update.isPending,
    error: update.error,
    reset: update.reset,
    mutate: (variables, { onSuccess, onError }) =>
      update.mutate(variables, {
        onSuccess: (saved) => {
          queryClient.setQueryData<CurrentUser>(sessionKeys.currentUser(saved.record.email), {
            user: saved.record,
            etag: saved.etag,
          });
          const { language } = saved.record;
          if (isLanguage(language) && language !== i18n.language) void setLanguage(language);
          onSuccess(saved);
        },
        onError,
      }),
  };
}
