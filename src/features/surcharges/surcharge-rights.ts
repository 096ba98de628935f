import type { User } from '../../../contract/users.ts';
import { roleOf } from '../../lib/auth.ts';

/** Decisions §5: owners and managers write surcharge models; everyone reads them. The service still checks. */
export function writesSurcharges(user: User): boolean {
  const role = roleOf(user);
  return role === 'owner' || role === 'manager';
}
