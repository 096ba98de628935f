import type { AbsenceStatus } from '../../../contract/absences.ts';
import type { User } from '../../../contract/users.ts';

// Mirrors decisions §5 and server/rights.ts for absences, so the calendar never offers what the
// service would refuse; the service still checks every request.

type Subject = Pick<User, 'id' | 'absence_managers_id'>;

const isOwnerOrManager = (viewer: User) => viewer.role === 'owner' || viewer.role === 'manager';

export const absenceRights = {
  /** Approve, decline, cancel, enter directly approved; details are visible. */
  administers(viewer: User, subject: Subject): boolean {
    if (viewer.role === 'owner') return true;
    if (viewer.role === 'manager' && viewer.can_generally_manage_absences === true) return true;
    return subject.absence_managers_id.includes(viewer.id);
  },
  sees(viewer: User, subject: Subject): boolean {
    if (viewer.id === subject.id || isOwnerOrManager(viewer)) return true;
    return viewer.can_generally_see_absences === true || subject.absence_managers_id.includes(viewer.id);
  },
  filesFor(viewer: User, subject: Subject): boolean {
    return viewer.id === subject.id || absenceRights.administers(viewer, subject);
  },
  /** Who may move an absence from one status to another (decisions §6 transitions). */
  moves(viewer: User, subject: Subject, from: AbsenceStatus, to: AbsenceStatus): boolean {
    if (from === 0 && to === 4) return viewer.id === subject.id;
    return absenceRights.administers(viewer, subject);
  },
  /** Holiday quotas and carryovers: owners and managers read everyone's, workers their own. */
  readsAccountOf(viewer: User, subjectId: number): boolean {
    return isOwnerOrManager(viewer) || viewer.id === subjectId;
  },
};
