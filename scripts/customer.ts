/**
 * `npm run customer -- <command>`: a small command-line customer against a running server (BASE_URL), for
 * demos and manual tests of the dealer workflow. Exit codes: 0 done, 1 refused or unreachable, 2 wrong usage.
 */
import type { CustomerQuotation } from '../contract/api/customer.js';
import { cheapestOptionIndexes } from '../contract/totals.js';
import { customerCli as m } from '../i18n/it/customer-cli.js';
import { BUSY_PROVINCES } from '../server/seed/catalog/provinces.js';
import { PART_BRANDS, REQUEST_NOTES } from '../server/seed/catalog/requests.js';
import { MANUFACTURERS } from '../server/seed/catalog/vehicles.js';
import { call, CliError, formatEuro, logIn, vehicleLabel } from './customer-api.js';
import { sayTo } from './customer-chat.js';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const plate = () => Array.from('LLDDDLL', (c) => (c === 'L' ? pick([...PLATE_LETTERS]) : String(int(0, 9)))).join('');

function idArg(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new CliError(m.missingId(what), 2);
  return id;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new CliError(m.badOption(name), 2);
  return value;
}

async function request(token: string, args: string[]): Promise<void> {
  const rowCount = Number(option(args, '--rows') ?? int(1, 3));
  if (!Number.isInteger(rowCount) || rowCount < 1 || rowCount > 10) throw new CliError(m.badOption('--rows'), 2);
  const [manufacturers, provinces, parts] = [
    await call('manufacturerList', { token }),
    await call('provinceList', { token }),
    await call('partList', { token }),
  ];
  const manufacturer = pick(manufacturers);
  const models = MANUFACTURERS.find((known) => known.name === manufacturer.name)?.models ?? ['Berlina'];
  const province = pick(provinces.filter((p) => (BUSY_PROVINCES as readonly string[]).includes(p.code)));
  const parents = new Set(parts.map((part) => part.part_parent_id));
  const leaves = [...parts.filter((part) => !parents.has(part.id))].sort(() => Math.random() - 0.5).slice(0, rowCount);
  const created = await call('customerSubmissionNew', {
    token,
    body: {
      vehicle: {
        plate: plate(),
        manufacturer_id: manufacturer.id,
        model: pick(models),
        year_of_production: int(2008, 2023),
        km_count: int(1, 6),
      },
      province_id: province.id,
      notes: pick(REQUEST_NOTES),
      is_outlet: args.includes('--outlet'),
      rows: leaves.map((part) => ({
        part_id: part.id,
        quantity: Math.random() < 0.2 ? 2 : 1,
        brand: Math.random() < 0.3 ? pick(PART_BRANDS) : null,
      })),
    },
  });
  console.log(
    m.requestCreated(
      created.id,
      vehicleLabel(created.vehicle),
      province.name,
      created.submission_rows.length,
      created.timing_residue,
    ),
  );
  for (const row of created.submission_rows) console.log(m.requestRow(row.part.name, row.quantity, row.brand));
  console.log(m.next(`list ${created.id}`));
}

function printQuotation(q: CustomerQuotation): void {
  console.log(
    m.quotationHeader(
      q.id,
      q.quotation_code,
      q.dealer.legal_name ?? `#${q.dealer_id}`,
      m.statuses[q.status] ?? q.status,
      formatEuro(q.total_price),
    ),
  );
  for (const row of q.quotation_rows) {
    console.log(
      m.quotationOption(
        row.id,
        row.accepted,
        row.part_name,
        row.quantity,
        row.brand,
        row.part_code,
        m.conditions[row.condition] ?? row.condition,
        formatEuro(row.net_price),
        row.tax_import,
      ),
    );
  }
  console.log(
    m.quotationShipping(
      formatEuro(q.shipping_cost_flat),
      q.shipping_cost_partial === null ? null : formatEuro(q.shipping_cost_partial),
    ),
  );
  if (q.tracking_code || q.tracking_message) console.log(m.tracking(q.tracking_code, q.tracking_message));
}

async function list(token: string, args: string[]): Promise<void> {
  const id = idArg(args[0], 'l’id della richiesta');
  const { submission, quotations } = await call('customerSubmissionQuotations', { token, params: { id } });
  const state = m.requestStates[submission.state] ?? submission.state;
  console.log(m.requestHeader(submission.id, vehicleLabel(submission.vehicle), state, submission.timing_residue));
  if (quotations.length === 0) console.log(m.noQuotations);
  for (const quotation of quotations) printQuotation(quotation);
  const pending = quotations.find((q) => q.status === 'pending');
  if (pending) console.log(m.next(`accept ${pending.id}`));
}

async function accept(token: string, args: string[]): Promise<void> {
  const id = idArg(args[0], 'l’id del preventivo');
  const offline = args.includes('--offline');
  const method = Number(option(args, '--method') ?? (offline ? 2 : 4));
  if (!Number.isInteger(method)) throw new CliError(m.badOption('--method'), 2);
  const rowsOption = option(args, '--rows');
  let rows = rowsOption?.split(',').map((value) => idArg(value, '--rows'));
  if (!rows) {
    const quotation = await call('customerQuotation', { token, params: { id } });
    rows = cheapestOptionIndexes(quotation.quotation_rows).map((index) => quotation.quotation_rows[index].id);
  }
  const accepted = await call('customerQuotationAccept', {
    token,
    params: { id },
    body: {
      payment_type: offline ? 'offline' : 'online',
      payment_method_id: method,
      shipping_fee_chosen: args.includes('--partial') ? 'partial' : 'flat',
      accepted_rows: rows,
    },
  });
  console.log(
    m.accepted(accepted.id, m.statuses[accepted.status] ?? accepted.status, formatEuro(accepted.total_price)),
  );
  printQuotation(accepted);
  if (accepted.status === 'payment-pending') console.log(m.next(`pay ${accepted.id}`));
}

async function pay(token: string, args: string[]): Promise<void> {
  const id = idArg(args[0], 'l’id del preventivo');
  const paid = await call('customerQuotationPay', { token, params: { id } });
  console.log(m.paid(paid.id, formatEuro(paid.total_price)));
}

/**
 * `say <idRichiesta> [--dealer ID] <testo>`: by default to every dealer that quoted the request (a customer
 * writes "to the dealers who answered"); --dealer addresses one, also one that wrote without quoting.
 */
async function say(token: string, args: string[]): Promise<void> {
  const id = idArg(args[0], 'l’id della richiesta');
  const dealerOption = option(args, '--dealer');
  const only = dealerOption === undefined ? undefined : idArg(dealerOption, '--dealer');
  const rest = args.slice(1);
  const at = rest.indexOf('--dealer');
  if (at >= 0) rest.splice(at, 2);
  const text = rest.join(' ').trim();
  if (text === '') throw new CliError(m.missingText, 2);

  const { submission, quotations } = await call('customerSubmissionQuotations', { token, params: { id } });
  const names = new Map(quotations.map((q) => [q.dealer_id, q.dealer.legal_name ?? m.dealerFallback(q.dealer_id)]));
  const dealers = only === undefined ? [...names.keys()] : [only];
  if (dealers.length === 0) throw new CliError(m.noDealers(id));
  const failures: string[] = [];
  for (const dealerId of dealers) {
    const dealer = names.get(dealerId) ?? m.dealerFallback(dealerId);
    try {
      await sayTo(token, submission.token_uuid, dealerId, dealer, text);
      console.log(m.said(dealer));
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      failures.push(error.message);
    }
  }
  if (failures.length > 0) throw new CliError(failures.join('\n'));
}

const COMMANDS: Record<string, (token: string, args: string[]) => Promise<void>> = { request, list, accept, pay, say };

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(m.usage);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run) {
    console.error(`${m.unknownCommand(command)}\n\n${m.usage}`);
    return 2;
  }
  try {
    await run(await logIn(), args);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    return error.exitCode;
  }
}

process.exitCode = await main(process.argv.slice(2));
