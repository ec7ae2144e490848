import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Coverage } from '../../contract/entities/quoting';
import { app } from '../../i18n/it/app';
import { errors } from '../../i18n/it/errors';
import { quotingMessages } from '../../i18n/it/quoting';
import { userFixture } from './fixtures';
import { methodsFixture, provincesFixture } from './fixtures/profile';
import { manufacturersFixture, partsFixture } from './fixtures/submissions';
import { apiError, handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const c = app.quoting.coverage;
const dealer = userFixture({
  current_subscription: { status: 'active', ends_at: '2030-01-31T12:00:00.000Z', canceled_at: null },
});
const part = (id: number) => partsFixture().find((p) => p.id === id)!;

function serve(initial: Coverage) {
  let coverage = initial;
  const bodies: HandlerContext<'coverageUpdate'>['body'][] = [];
  server.use(
    handle('provinceList', () => provincesFixture()),
    handle('methodList', () => methodsFixture()),
    handle('dealerProvinces', () => []),
    handle('manufacturerList', () => manufacturersFixture()),
    handle('partList', () => partsFixture()),
    handle('coverage', () => coverage),
    handle('coverageUpdate', ({ body }) => {
      bodies.push(body);
      coverage = {
        manufacturers: manufacturersFixture().filter((m) => body.manufacturers.map(Number).includes(m.id)),
        categories: partsFixture().filter((p) => body.categories.map(Number).includes(p.id)),
      };
      return coverage;
    }),
  );
  return { bodies };
}

const editLabel = app.profile.editSection.replace('%{section}', c.title);
const editButton = () => screen.getByRole('button', { name: editLabel });

/** The profile, once the section has read the coverage (its form and summary replace the loading state). */
async function openSection() {
  renderApp('/profile', dealer);
  await screen.findByRole('button', { name: editLabel });
  return { section: screen.getByRole('region', { name: c.title }), user: userEvent.setup() };
}

describe('"Marche e categorie trattate"', () => {
  it('shows what the dealer serves; empty means all', async () => {
    serve({ manufacturers: [manufacturersFixture()[0]], categories: [] });
    const { section } = await openSection();
    await waitFor(() => expect(within(section).getByRole('list', { name: c.manufacturers })).toHaveTextContent('Fiat'));
    expect(section).toHaveTextContent(c.allCategories);
  });

  it('offers the brands and only the top-level categories; saving replaces both lists and refreshes lists and counters', async () => {
    const { bodies } = serve({ manufacturers: [], categories: [] });
    const { section, user } = await openSection();
    await waitFor(() => expect(section).toHaveTextContent(c.allManufacturers));
    await user.click(editButton());
    await user.click(within(section).getByRole('combobox', { name: c.categories }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Illuminazione', 'Freni', 'Motore']);
    await user.click(screen.getByRole('option', { name: 'Freni' }));
    await user.click(within(section).getByRole('combobox', { name: c.manufacturers }));
    await user.click(await screen.findByRole('option', { name: 'Renault' }));
    const pingsBefore = requests.filter((r) => r.url.pathname === '/api/ping').length;
    await user.click(within(section).getByRole('button', { name: app.profile.save }));
    await waitFor(() => expect(bodies).toEqual([{ manufacturers: [3], categories: [3] }]));
    await waitFor(() => expect(within(section).getByRole('list', { name: c.categories })).toHaveTextContent('Freni'));
    expect(within(section).getByRole('list', { name: c.manufacturers })).toHaveTextContent('Renault');
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/ping').length).toBeGreaterThan(pingsBefore),
    );
  });

  it('a refusal of the server lands under the field at fault; the form stays open with the choice', async () => {
    serve({ manufacturers: [], categories: [] });
    server.use(
      handle('coverageUpdate', () =>
        apiError(422, errors.validation, { categories: [quotingMessages.coverageNotCategory] }),
      ),
    );
    const { section, user } = await openSection();
    await waitFor(() => expect(section).toHaveTextContent(c.allManufacturers));
    await user.click(editButton());
    await user.click(within(section).getByRole('combobox', { name: c.categories }));
    await user.click(await screen.findByRole('option', { name: 'Motore' }));
    await user.click(within(section).getByRole('button', { name: app.profile.save }));
    expect(await within(section).findByText(quotingMessages.coverageNotCategory)).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: c.categories })).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('alert')).toHaveTextContent(errors.validation);
    expect(within(section).getByRole('button', { name: 'Motore' })).toBeInTheDocument();
  });

  it('opening edit mode shows the current choice, and Annulla leaves it untouched', async () => {
    const { bodies } = serve({ manufacturers: [manufacturersFixture()[1]], categories: [part(1)] });
    const { section, user } = await openSection();
    await waitFor(() =>
      expect(within(section).getByRole('list', { name: c.categories })).toHaveTextContent('Illuminazione'),
    );
    await user.click(editButton());
    expect(within(section).getByRole('button', { name: 'Volkswagen' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Illuminazione' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: app.profile.cancel }));
    expect(bodies).toEqual([]);
    expect(within(section).getByRole('list', { name: c.manufacturers })).toHaveTextContent('Volkswagen');
  });
});
