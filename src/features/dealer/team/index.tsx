import { lazy } from 'react';
import type { StaffMember } from '../../../../contract/entities/staff';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const InvitationPage = lazy(() => import('./InvitationPage'));
const TeamSection = lazy(() => import('./TeamSection').then((module) => ({ default: module.TeamSection })));
const StaffSelfCard = lazy(() => import('./StaffSelfCard').then((module) => ({ default: module.StaffSelfCard })));

/**
 * Company accounts: the `staff` resource (the owner's team, shown as a section of the profile:
 * GET/POST /dealer/:dealerId/staff, POST …/staff/:memberId/update) and the page of an invitation's one-time link.
 */
export const teamFeature = defineDealerFeature({
  name: 'team',
  // The profile's sections: the owner's team, a colleague's own card.
  slots: { TeamSection, StaffSelfCard },
  resources: [
    {
      name: 'staff',
      recordRepresentation: (record: StaffMember) =>
        [record.name, record.surname].filter(Boolean).join(' ') || record.email,
      api: defineResourceApi({ list: 'staffList', create: 'staffInvite', update: 'staffUpdate' }),
    },
  ],
  routes: [{ path: paths.invitation, title: 'app.routes.invitation', access: 'public', element: <InvitationPage /> }],
});
