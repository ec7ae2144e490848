import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { StaffMember } from '../../../contract/entities/staff';
import { teamText } from './copy';
import { personName } from './personName';

/** "Persona": the owner's statistics for the whole company or for what one person sent. */
export function PersonFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (personId: number | null) => void;
}) {
  const { data = [] } = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <TextField
      select
      label={teamText.person.label}
      value={value === null ? 'all' : String(value)}
      onChange={(event) => onChange(event.target.value === 'all' ? null : Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="all">{teamText.person.all}</MenuItem>
      {data.map((member) => (
        <MenuItem key={member.id} value={String(member.id)}>
          {personName(member)}
        </MenuItem>
      ))}
    </TextField>
  );
}
