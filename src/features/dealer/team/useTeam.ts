import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { StaffInviteBody } from '../../../../contract/api/staff';
import type { StaffMember } from '../../../../contract/entities/staff';
import type { DelegatedRole } from '../../../../contract/staff';
import { api } from '../../../platform/api/dealer';
import { resourceKey } from '../../../platform/resourceKey';

/** The actions of the team section that are not react-admin's CRUD: each answers the member as it is now. */
type MemberAction = 'staffDeactivate' | 'staffReactivate' | 'staffResend';

/** The owner's team: the `staff` resource (list, invite, role change) and the deactivate / reactivate / resend calls. */
export function useTeam(dealerId: number) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const list = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey('staff') });
  const after = async <T>(work: Promise<T>): Promise<T> => {
    const answer = await work;
    await refresh();
    return answer;
  };
  return {
    members: list.data ?? [],
    isPending: list.isPending,
    error: list.error,
    invite: (data: StaffInviteBody) =>
      after(dataProvider.create<StaffMember>('staff', { data }).then(({ data: member }) => member)),
    changeRole: (member: StaffMember, role: DelegatedRole) =>
      after(dataProvider.update<StaffMember>('staff', { id: member.id, data: { role }, previousData: member })),
    act: (action: MemberAction, member: StaffMember) =>
      after(api.post(action, { params: { dealerId, memberId: member.id } })),
  };
}
