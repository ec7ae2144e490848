import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Template } from '../../contract/entities/quoting';
import { dealerWith } from './fixtures';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

// The plain-CRUD pattern as a newcomer adds a resource (fixtures/suppliersFeature.tsx): its manifest is appended to the
// features list here; in the app that is one line of src/features/index.ts.
vi.mock('../../src/features', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features')>();
  const { suppliersFeature } = await import('./fixtures/suppliersFeature');
  return { ...original, features: [...original.features, suppliersFeature] };
});

const template = Template.parse({
  id: 3,
  name: 'Bosch nuovo',
  brand: 'Bosch',
  condition: 'new',
  tax_import: 22,
  discount: 10,
  notes: null,
  created_at: '2026-01-10T10:00:00.000Z',
});

describe('a resource with no SPEC path: react-admin’s own routes, derived from its manifest alone', () => {
  it('/suppliers is its <List> through the generic dataProvider, behind the guard, in the app’s layout', async () => {
    server.use(handle('templateList', () => ({ data: [template], total: 1, page: 1, per_page: 100, last_page: 1 })));
    renderApp('/suppliers', dealerWith('active'));
    expect(await screen.findByText('Bosch nuovo', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/dealer/7/templates')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
  });

  it('/suppliers/create is its <Create> with a <SimpleForm>', async () => {
    renderApp('/suppliers/create', dealerWith('active'));
    const form = await screen.findByRole('textbox', {}, { timeout: 10_000 });
    expect(within(form.closest('form')!).getByRole('button')).toBeInTheDocument();
  });

  it('a visitor is sent to the login page (the guard covers it: subscriber access by default)', async () => {
    renderApp('/suppliers');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
