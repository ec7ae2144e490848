import { sql } from 'drizzle-orm';
import type { CustomerRegisterBody } from '../../contract/api/customer-account.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import { users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../plugins/http-error.js';

type RegisterInput = z.output<typeof CustomerRegisterBody>;

/**
 * A new customer account, terms accepted now. An email already registered (any case, any role) is a
 * 409: the unique index on lower(email) decides, so two parallel registrations of one address make one account.
 */
export async function createCustomer(db: Db, body: RegisterInput, passwordHash: string, now: Date): Promise<number> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from provinces where id = ${body.adr_province}) as found`,
  );
  if (!rows[0]?.found)
    throw new HttpError(422, errors.validation, { adr_province: [quotationMessages.unknownProvince] });
  try {
    const [created] = await db
      .insert(users)
      .values({
        role: 'customer',
        email: body.email,
        passwordHash,
        name: body.name,
        surname: body.surname,
        phone: body.phone,
        fiscalCode: body.fiscal_code ?? null,
        vatNumber: body.vat_number ?? null,
        adrStreet: body.adr_street,
        adrHouseNo: body.adr_house_no,
        adrCity: body.adr_city,
        adrProvince: body.adr_province,
        adrZipCode: body.adr_zip_code,
        termsAcceptedAt: now,
      })
      .returning({ id: users.id });
    return created.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, errors.emailTaken);
    throw error;
  }
}
