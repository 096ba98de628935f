import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { DeleteDialog } from '../../components/delete-dialog.tsx';
import { isApiError } from '../../lib/http.ts';
import { projectQueries, useDeleteProject, useUpdateProject } from './api.ts';

/** Delete with confirmation; a project with time entries (409) can be deactivated instead. */
export function ProjectDeleteDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = project?.id ?? 0;
  // The current version, so that the delete carries If-Match like every other write.
  const detail = useQuery({ ...projectQueries.detail(id), enabled: project !== null, staleTime: 0 });
  const remove = useDeleteProject();
  const update = useUpdateProject();
  const inUse = isApiError(remove.error, 409);

  function close() {
    remove.reset();
    update.reset();
    onClose();
  }

  if (!project) return null;
  const current = detail.data?.project ?? project;
  return (
    <DeleteDialog
      opened
      name={current.name}
      inUse={inUse}
      canDeactivate={current.active}
      ready={detail.isSuccess}
      pending={remove.isPending || update.isPending}
      error={update.error ?? (inUse ? null : remove.error) ?? detail.error}
      onClose={close}
      onDelete={() =>
        remove.mutate(
          { id, etag: detail.data?.etag ?? null },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('projects.deleted', { name: current.name }) });
              close();
            },
            onError: (error) => {
              if (isApiError(error, 412)) void detail.refetch();
            },
          },
        )
      }
      onDeactivate={() =>
        update.mutate(
          { id, body: { active: false }, etag: detail.data?.etag ?? null },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: t('projects.deactivated', { name: current.name }),
              });
              close();
            },
          },
        )
      }
    />
  );
}
