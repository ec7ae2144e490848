import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../contract/entities/admin';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const entry: ActivityEntry = {
  id: 5,
  operator_id: 1,
  operator_email: 'operatore@demo.example',
  action: 'dealer.suspend',
  entity: 'dealer',
  entity_id: 8,
  before: { suspended_at: null },
  after: { suspended_at: '2026-11-26T02:00:00.000Z' },
  created_at: '2026-11-26T02:00:00.000Z',
};

describe('console: Registro attività', () => {
  it('lists every write in Italian, filtered by action, and shows before and after', async () => {
    server.use(
      handle('adminActivity', () => paged([entry])),
      handle('adminActivityEntry', () => entry),
    );
    await renderConsole('/admin/activity?filter=%7B%22action%22%3A%22dealer.suspend%22%7D');
    fireEvent.click(await screen.findByText('Ricambista sospeso', undefined, { timeout: 20_000 }));
    expect(requests.find((r) => r.url.pathname === '/api/admin/activity')!.url.searchParams.get('action')).toBe(
      'dealer.suspend',
    );
    expect(await screen.findByText(/"suspended_at": "2026-11-26T02:00:00.000Z"/)).toBeInTheDocument();
    // Read-only: no create, edit or delete.
    expect(screen.queryByRole('button', { name: /Modifica|Elimina/ })).not.toBeInTheDocument();
  });
});
