import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminFaq } from '../../contract/entities/admin';
import { consoleFeatures } from '../../src/apps/console/resources';
import { operator, paged, renderConsole } from './console-render';
import { suppliersFeature } from './fixtures/suppliersFeature';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';

// A console resource as a newcomer adds one (fixtures/suppliersFeature.tsx: react-admin's <List> and <Create>, its API
// and its copy). Appending its manifest to the registry is all the console is given: in the app, one line of the
// console's registry.
const registry = [...consoleFeatures, suppliersFeature];

const supplier = AdminFaq.parse({ id: 3, question: 'Bosch nuovo', answer: 'Ricambi Bosch nuovi', position: 1 });

describe('a console resource: one registry line is all the console needs', () => {
  it('/admin/suppliers is its <List> through the generic dataProvider, with its menu entry named by its copy', async () => {
    server.use(handle('adminFaqs', () => paged([supplier])));
    await renderConsole('/admin/suppliers', operator, registry);
    expect(await screen.findByText('Bosch nuovo', undefined, { timeout: 40_000 })).toBeInTheDocument();
    expect(requests.some((r) => /\/admin\/faq$/.test(r.url.pathname))).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Ragione sociale' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: /Fornitori/ }).length).toBeGreaterThan(0);
  }, 60_000);

  it('/admin/suppliers/create is its <Create> with a <SimpleForm>', async () => {
    await renderConsole('/admin/suppliers/create', operator, registry);
    const form = await screen.findByRole('textbox', {}, { timeout: 20_000 });
    expect(within(form.closest('form')!).getByRole('button')).toBeInTheDocument();
  });

  it('without the line the console knows no such resource', async () => {
    server.use(handle('adminFaqs', () => paged([supplier])));
    await renderConsole('/admin/suppliers', operator);
    await waitFor(() => expect(screen.queryAllByRole('menuitem').length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(screen.queryByRole('menuitem', { name: /Fornitori/ })).toBeNull();
    expect(screen.queryByText('Bosch nuovo')).toBeNull();
  });
});
