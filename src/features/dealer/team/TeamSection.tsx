import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import type { StaffMember } from '../../../../contract/entities/staff';
import type { DelegatedRole } from '../../../../contract/staff';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDateTime } from '../../../ui/format';
import { fill, teamText } from '../../../domain/team/copy';
import { InviteDialog, MEMBER_ROLES } from './InviteDialog';
import { TeamActivity } from './TeamActivity';
import { personName } from '../../../domain/team/personName';
import { useTeam } from './useTeam';

// Outlined: the filled warning chip's white on orange misses the contrast axe asks for.
const STATUS_COLOR = { invited: 'primary', active: 'success', deactivated: 'default' } as const;

/** The owner's team: who works for the company, with which role; invite, change a role, deactivate. */
export function TeamSection({ dealerId }: { dealerId: number }) {
  const notify = useNotify();
  const titleId = useId();
  const team = useTeam(dealerId);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const say = (message: string, type: 'success' | 'error' = 'success') =>
    notify(message, { type, messageArgs: { _: message } });
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      say(done);
    } catch (error) {
      say(errorMessage(error), 'error');
    }
  };
  const members = team.members.filter((member) => member.role !== 'owner');

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {teamText.section.title}
        </Typography>
        <Button variant="outlined" onClick={() => setInviting(true)}>
          {teamText.section.invite}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {teamText.section.intro}
      </Typography>
      {team.error ? <Alert severity="error">{errorMessage(team.error)}</Alert> : null}
      {!team.isPending && members.length === 0 && <Typography>{teamText.section.empty}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {members.map((member) => {
          const name = personName(member);
          return (
            <Box
              component="li"
              key={member.id}
              aria-label={name}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.5,
                alignItems: 'center',
                borderTop: 1,
                borderColor: 'divider',
                pt: 1.5,
              }}
            >
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {member.email}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ mt: 0.5 }}
                  color={STATUS_COLOR[member.status]}
                  label={teamText.section.status[member.status]}
                />
                {member.status === 'invited' && member.invitation_expires_at && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {fill(teamText.section.invitationExpires, { date: formatDateTime(member.invitation_expires_at) })}
                  </Typography>
                )}
              </Box>
              <TextField
                select
                size="small"
                label={fill(teamText.section.role, { name })}
                value={member.role}
                sx={{ minWidth: 180 }}
                disabled={member.status === 'deactivated'}
                onChange={(event) =>
                  void attempt(
                    () => team.changeRole(member, event.target.value as DelegatedRole),
                    teamText.section.updated,
                  )
                }
              >
                {MEMBER_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {teamText.roles[role]}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {member.status === 'invited' && (
                  <Button
                    size="small"
                    onClick={() =>
                      void attempt(
                        () => team.act('staffResend', member),
                        fill(teamText.section.resent, { email: member.email }),
                      )
                    }
                  >
                    {teamText.section.resend}
                  </Button>
                )}
                {member.status === 'deactivated' ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void attempt(
                        () => team.act('staffReactivate', member),
                        fill(teamText.section.reactivated, { name }),
                      )
                    }
                  >
                    {teamText.section.reactivate}
                  </Button>
                ) : (
                  <Button size="small" color="error" onClick={() => setDeactivating(member)}>
                    {teamText.section.deactivate}
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <TeamActivity dealerId={dealerId} />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvite={async (body) => {
          await team.invite(body);
          say(fill(teamText.section.invited, { email: body.email }));
        }}
      />
      <Dialog open={deactivating !== null} onClose={() => setDeactivating(null)} aria-labelledby={`${titleId}-off`}>
        <DialogTitle id={`${titleId}-off`}>
          {deactivating && fill(teamText.section.deactivateTitle, { name: personName(deactivating) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{teamText.section.deactivateText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeactivating(null)}>{teamText.section.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const member = deactivating;
              setDeactivating(null);
              if (member)
                void attempt(
                  () => team.act('staffDeactivate', member),
                  fill(teamText.section.deactivated, { name: personName(member) }),
                );
            }}
          >
            {teamText.section.deactivateConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
