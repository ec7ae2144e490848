import type { User } from '../../../contract';
import type { StaffRole } from '../../../contract/staff';

/** The logged-in person's role in the dealer's company: the dealer account itself is the owner. */
export const staffRoleOf = (user: User | null): StaffRole => user?.staff?.role ?? 'owner';
