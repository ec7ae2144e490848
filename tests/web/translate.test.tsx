import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '../../src/ui/translate';
import { renderInAdmin } from './render';

function Sample() {
  const t = useT();
  return (
    <p>
      {t('app.login.submit')} | {t('app.footer.copyright', { year: 2025, name: 'RicambiHub' })}
    </p>
  );
}

describe('typed translate', () => {
  it('translates app keys with their placeholders', () => {
    renderInAdmin(<Sample />);
    expect(screen.getByText('Entra | © 2025 RicambiHub. Tutti i diritti riservati.')).toBeInTheDocument();
  });

  it('rejects wrong keys and missing placeholder values at compile time', () => {
    const compileOnly = (t: ReturnType<typeof useT>) => {
      // @ts-expect-error not a key of the catalog
      t('app.login.entra');
      // @ts-expect-error copyright needs year and name
      t('app.footer.copyright');
      // @ts-expect-error name is missing
      t('app.footer.copyright', { year: 2025 });
      // @ts-expect-error a plain message takes no values
      t('app.login.submit', { x: 1 });
    };
    expect(typeof compileOnly).toBe('function');
  });
});
