import type { Page } from 'playwright-core';

/** Fills and sends the /register form as nuovo@demo.example (the seed's dealer without a subscription). */
export async function completeRegistration(page: Page): Promise<void> {
  const field = (name: string) => page.locator(`input[name="${name}"]`);
  await field('password').fill('nuova-password-1');
  await field('password_confirmation').fill('nuova-password-1');
  await field('legal_name').fill('Nuovi Ricambi S.r.l.');
  await field('phone').fill('+390612345678');
  await field('vat_number').fill('01234567890');
  await field('sdi').fill('ABC1234');
  await field('pec').fill('nuovi@pec.example');
  await field('adr_street').fill('Via Appia');
  await field('adr_house_no').fill('12');
  await field('adr_city').fill('Roma');
  await page.locator('select[name="adr_province"] option:not([disabled])').first().waitFor({ state: 'attached' });
  await page.locator('select[name="adr_province"]').selectOption({ index: 1 });
  await field('adr_zip_code').fill('00100');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Conferma i dati' }).click();
}
