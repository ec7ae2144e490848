import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from '../../src/domain/upload';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';

/** The picker as its callers hold it: a list updated from its current value. */
function Picker({ max = 2 }: { max?: number }) {
  const [photos, setPhotos] = useState<string[]>([]);
  return (
    <PhotoPicker
      label="Aggiungi foto"
      photos={photos}
      max={max}
      onAdd={(url) => setPhotos((current) => [...current, url])}
      onRemove={(index) => setPhotos((current) => current.filter((_, i) => i !== index))}
    />
  );
}

const pick = (name: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
  return input;
};

describe('the photo picker of requests, returns and disputes', () => {
  it('uploads each picked photo, shows it, removes it, and stops offering more at the maximum', async () => {
    let uploads = 0;
    server.use(handle('uploadFile', () => ({ url: `/media/photo-${++uploads}.png` })));
    render(<Picker />);

    const input = pick('a.png');
    expect(await screen.findByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', '/media/photo-1.png');
    // The same file can be picked again: the field is emptied after each pick.
    expect(input.value).toBe('');
    pick('b.png');
    expect(await screen.findByRole('img', { name: 'Foto 2' })).toBeInTheDocument();
    expect(screen.queryByText('Aggiungi foto')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi foto 1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', '/media/photo-2.png');
    expect(screen.getByText('Aggiungi foto')).toBeInTheDocument();
  });

  it('says in Italian why an upload was refused, and adds nothing', async () => {
    server.use(handle('uploadFile', () => apiError(413, 'Il file supera la dimensione massima.')));
    render(<Picker />);
    pick('big.png');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il file supera la dimensione massima.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the file field from a real button, which the keyboard reaches', () => {
    render(<Picker />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Aggiungi foto' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
