import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffInviteBody } from '../../contract/api/staff';
import type { StaffMember } from '../../contract/entities/staff';
import type { User } from '../../contract';
import { app } from '../../i18n/it/app';
import { teamScreensCopy } from '../../i18n/it/app/teamScreens';
import { features } from '../../src/apps/dealer/features';
import { routesOf } from '../../src/platform/featureLists';
import { dealerWith } from './fixtures';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { renderApp, screen } from './render';

// The owner's profile sections read these; empty is enough here.
beforeEach(() =>
  server.use(
    handle('methodList', () => []),
    handle('dealerProvinces', () => []),
  ),
);

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

/** A person of the demo company: the company's user, with who is logged in beside it. */
const person = (role: 'quoter' | 'shipping' | 'billing'): User => ({
  ...dealerWith('active'),
  legal_name: 'Ricambi Rossi S.r.l.',
  staff: { id: 90, email: 'paola@ricambirossi.example', name: 'Paola', surname: 'Verdi', role },
});

const member = (patch: Partial<StaffMember>): StaffMember => ({
  id: 91,
  email: 'luca@ricambirossi.example',
  name: 'Luca',
  surname: 'Bianchi',
  role: 'shipping',
  status: 'active',
  invitation_expires_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...patch,
});

describe('company accounts in the portal', () => {
  it('every subscriber route names the area of the company’s work it belongs to', () => {
    const unnamed = routesOf(features)
      .filter((route) => route.access === 'subscriber' && !route.staff)
      .map((route) => route.path);
    expect(unnamed).toEqual([]);
  });

  it('a quoter sees no wallet in the nav, and the wallet URL shows the not-allowed page', async () => {
    renderApp('/wallet', person('quoter'));
    await screen.findByRole('heading', { name: teamScreensCopy.notAllowed.title });
    expect(screen.getByText(/Il tuo ruolo in azienda è Preventivista/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: app.layout.mainNav });
    expect(within(nav).queryByRole('link', { name: app.nav.wallet })).toBeNull();
    expect(within(nav).getByRole('link', { name: app.nav.sent })).toBeInTheDocument();
  });

  it("a person's profile says who they are in which company, and has no team or company settings", async () => {
    renderApp('/profile', person('billing'));
    await screen.findByText('Amministrazione di Ricambi Rossi S.r.l.');
    expect(screen.getByRole('region', { name: teamScreensCopy.me.title })).toHaveTextContent('Paola Verdi');
    expect(screen.queryByRole('region', { name: teamScreensCopy.section.title })).toBeNull();
    // Amministrazione keeps the IBAN.
    expect(screen.getByRole('heading', { name: app.profile.iban.title })).toBeInTheDocument();
  });

  it("the owner's team: lists the people, invites one with a role and changes a role", async () => {
    const invited: StaffInviteBody[] = [];
    const updated: unknown[] = [];
    let members = [member({})];
    server.use(
      handle('staffList', () => ({ data: members, total: members.length, page: 1, per_page: 100, last_page: 1 })),
      handle('staffInvite', ({ body }) => {
        invited.push(body);
        const created = member({
          id: 92,
          email: body.email,
          name: body.name,
          surname: body.surname,
          role: body.role,
          status: 'invited',
          invitation_expires_at: '2026-11-29T10:00:00.000Z',
        });
        members = [...members, created];
        return created;
      }),
      handle('staffActivity', () => ({
        data: [
          {
            at: '2026-11-26T10:00:00.000Z',
            action: 'paid' as const,
            person_id: 91,
            person: 'Luca Bianchi',
            quotation_id: 0,
            quotation_code: '',
            order: { id: 8, condition: 'wallet' as const, total_amount: 61 },
          },
          {
            at: '2026-11-26T09:00:00.000Z',
            action: 'sent' as const,
            person_id: 90,
            person: 'Paola Verdi',
            quotation_id: 5,
            quotation_code: 'RH-2026-000005',
          },
        ],
        total: 2,
        page: 1,
        per_page: 20,
        last_page: 1,
      })),
      handle('staffUpdate', ({ params, body }) => {
        updated.push({ memberId: params.memberId, ...body });
        return member({ role: body.role });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile', dealerWith('active'));
    const team = await screen.findByRole('region', { name: teamScreensCopy.section.title }, { timeout: 20_000 });
    await within(team).findByRole('listitem', { name: 'Luca Bianchi' });
    // The stock import's API keys are the owner's too, beside the team.
    expect(await screen.findByRole('heading', { name: 'Chiavi API del magazzino' })).toBeInTheDocument();
    expect(
      await within(team).findByRole('link', { name: 'Paola Verdi ha inviato il preventivo RH-2026-000005' }),
    ).toHaveAttribute('href', '/quotations/5/show');
    // Payments too (who paid).
    expect(within(team).getByText(/Luca Bianchi ha pagato i crediti \(61,00\s€\)/)).toBeInTheDocument();

    await user.click(within(team).getByRole('button', { name: teamScreensCopy.section.invite }));
    const dialog = await screen.findByRole('dialog', { name: teamScreensCopy.inviteDialog.title });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nina@ricambirossi.example');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Nina');
    await user.type(within(dialog).getByLabelText(/^Cognome/), 'Neri');
    await user.click(within(dialog).getByRole('combobox', { name: /^Ruolo/ }));
    await user.click(await screen.findByRole('option', { name: 'Amministrazione' }));
    await user.click(within(dialog).getByRole('button', { name: teamScreensCopy.inviteDialog.submit }));
    await waitFor(() =>
      expect(invited).toEqual([{ email: 'nina@ricambirossi.example', name: 'Nina', surname: 'Neri', role: 'billing' }]),
    );
    const nina = await within(team).findByRole('listitem', { name: 'Nina Neri' });
    expect(nina).toHaveTextContent(teamScreensCopy.section.status.invited);

    await user.click(within(team).getByRole('combobox', { name: 'Ruolo di Luca Bianchi' }));
    await user.click(await screen.findByRole('option', { name: 'Preventivista' }));
    await waitFor(() => expect(updated).toEqual([{ memberId: 91, role: 'quoter' }]));
  });

  it("the owner's statistics for one person: the picker sends sent_by", async () => {
    const asked: (string | string[] | undefined)[] = [];
    server.use(
      handle('staffList', () => ({
        data: [member({ id: 90, name: 'Paola', surname: 'Verdi', role: 'quoter' })],
        total: 1,
        page: 1,
        per_page: 100,
        last_page: 1,
      })),
      handle('analytics', ({ query }) => {
        asked.push(query.sent_by);
        return {
          from: '2026-11-01',
          to: '2026-11-26',
          requests_received: 10,
          quotations_sent: 2,
          response_rate: 0.2,
          win_rate: 0.5,
          median_response_minutes: 30,
          median_response_minutes_all: 60,
          revenue: 100,
          average_gap_percent: null,
          weeks: [],
          by_brand: [],
          by_category: [],
          response_times: [],
        };
      }),
    );
    const user = userEvent.setup();
    renderApp('/analytics', dealerWith('active'));
    await user.click(await screen.findByRole('combobox', { name: /^Persona/ }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('option', { name: 'Paola Verdi' }));
    await waitFor(() => expect(asked).toContain('90'));
    expect(asked[0]).toBeUndefined();
  });
});
