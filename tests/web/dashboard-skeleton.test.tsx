import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import frame from '../../src/domain/dashboard/Frame.module.css';
import { userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, submissionHandlers } from './fixtures/submissions';
import { server } from './msw/server';
import { renderApp } from './render';

configure({ asyncUtilTimeout: 10_000 });

// The tab's code arrives when the test opens the gate.
const screenCode = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});
vi.mock('../../src/features/dealer/submissions/SubmissionsPage', async (importOriginal) => {
  await screenCode.opened;
  return importOriginal();
});

describe('a dashboard tab while its code loads', () => {
  it('shows the tab’s heading at once, in the frame’s place, and the frame when the code arrives', async () => {
    server.use(...lookupHandlers(), ...submissionHandlers(() => pagedFixture([requestFixture()])));
    renderApp('/dashboard', userFixture());
    const heading = await screen.findByRole('heading', { level: 1, name: 'In scadenza' });
    // The frame's own title class: the heading stands where the frame will draw it.
    expect(heading).toHaveClass(frame.title);
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso…' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Cerca' })).toBeNull();
    screenCode.open();
    expect(await screen.findByRole('searchbox', { name: 'Cerca' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
