import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { projectQueries, useDeleteProject, useUpdateProject } from '../../api/projects.ts';
import { DeleteOrDeactivateDialog } from '../../components/delete-dialog.tsx';

/** Delete with confirmation; a project with time entries (409) can be deactivated instead. */
export function ProjectDeleteDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The current version, so that the delete carries If-Match like every other write.
  const detail = useQuery({
    ...projectQueries.detail(project?.id ?? 0),
    enabled: project !== null,
    staleTime: 0,
  });
  return (
    <DeleteOrDeactivateDialog
      record={project && (detail.data?.record ?? project)}
      detail={detail}
      remove={useDeleteProject()}
      deactivate={useUpdateProject()}
      deletedMessage={(name) => t('projects.deleted', { name })}
      deactivatedMessage={(name) => t('projects.deactivated', { name })}
      onClose={onClose}
    />
  );
}
