import { rights, type UserFacts } from '../../../contract/rights.ts';
import type { User, UserRole } from '../../../contract/users.ts';
import type { Versioned } from '../../api/resource.ts';
import type { EditStart } from '../../components/form-modal.tsx';
import { useCaller } from '../../lib/auth.ts';

export type EditLimits = ReturnType<typeof useEditLimits>;

/** What the caller may not change about this co-worker, asked of the rights one field at a time. */
export function useEditLimits(edit: EditStart<Versioned<User>> | undefined) {
  const caller = useCaller();
  const record = edit?.detail.record;
  const facts: UserFacts | undefined = record && {
    id: record.id,
    role: record.role ?? 'worker',
    active: record.active,
  };
  const forbids = (field: string, change: { role?: UserRole; active?: boolean } = {}) =>
    facts !== undefined &&
    rights.forbiddenUserEditFields(caller, facts, { fields: [field], ...change }).length > 0;
  return {
    caller,
    ownRecord: record?.id === caller.id,
    field: (field: string) => forbids(field),
    role: (role: UserRole) =>
      facts
        ? role !== facts.role && forbids('role', { role })
        : role === 'owner' && !rights.managesOwners(caller),
    active: facts !== undefined && forbids('active', { active: !facts.active }),
  };
}
