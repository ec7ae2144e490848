import { Paper, Typography } from '@mui/material';
import type { User } from '../../../../contract';
import { fill, teamText } from '../../../domain/team/copy';
import { personName } from '../../../domain/team/personName';

/** For a person of the company: who is logged in, and their role in which company. */
export function StaffSelfCard({ user }: { user: User }) {
  if (!user.staff) return null;
  const company = user.legal_name || user.email;
  return (
    <Paper component="section" variant="outlined" aria-label={teamText.me.title} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography component="h2" variant="h6">
        {personName(user.staff)}
      </Typography>
      <Typography color="text.secondary">{user.staff.email}</Typography>
      <Typography sx={{ mt: 1 }}>
        {fill(teamText.me.roleIn, { role: teamText.roles[user.staff.role], company })}
      </Typography>
    </Paper>
  );
}
