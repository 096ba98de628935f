import type { User } from '../../contract/users.ts';

// Mirrors decisions §5 so that the UI never offers what the service would refuse; the service still checks.

function isOwnerOrManager(user: User): boolean {
  return user.role === 'owner' || user.role === 'manager';
}

export const rights = {
  /** Project note, budget and billing; customer note. */
  seesRightsFields: isOwnerOrManager,
  seesInactiveRecords: isOwnerOrManager,
  writesProjects: isOwnerOrManager,
  addsCustomers: (user: User) => isOwnerOrManager(user) || user.can_add_customers === true,
  editsCustomers: isOwnerOrManager,
};
