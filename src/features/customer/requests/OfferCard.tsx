import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerOffers, OfferDealer, OfferOption } from '../../../../contract/api/customer-offers';
import { quotationTotals } from '../../../../contract/totals';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { formatCurrency } from '../../../ui/format';
import { Spinner } from '../../../ui/plain';
import { StarIcon } from '../../../ui/icons';
import { Chip } from '../../../ui/primitives/Chip';
import { Button, buttonClass } from '../../../ui/primitives/Button';

const NONE = 'none';
const loadAcceptDialog = () => import('./AcceptDialog');
const AcceptDialog = lazy(loadAcceptDialog);

/** What the customer asked for: new parts, and used or reconditioned ones too when the request accepted the outlet. */
export const askedFor = (offers: CustomerOffers, option: OfferOption) =>
  option.condition === 'new' || offers.submission.is_outlet;

/**
 * The options picked when the comparison opens: per requested row the dealer's cheapest option (price with VAT)
 * among those the customer asked for, none when there is no such option (a used part stays a choice to make).
 */
export function cheapestChoices(offers: CustomerOffers, dealer: OfferDealer): Record<number, string> {
  const choices: Record<number, string> = {};
  for (const row of offers.rows) {
    const mine = row.options.filter(
      (option) => option.quotation_id === dealer.quotation_id && askedFor(offers, option),
    );
    const best = mine.reduce<OfferOption | null>(
      (a, b) => (a === null || b.line_price_with_vat < a.line_price_with_vat ? b : a),
      null,
    );
    choices[row.submission_row_id] = best ? String(best.id) : NONE;
  }
  return choices;
}

/** The shipping an acceptance of `rows` of the dealer's parts pays: partial for some of them, when the dealer has one. */
export const shippingFor = (dealer: OfferDealer, rows: number): 'flat' | 'partial' =>
  rows < dealer.rows_offered && dealer.shipping_cost_partial !== null ? 'partial' : 'flat';

function Stars({ dealer }: { dealer: OfferDealer }) {
  return (
    <p className="rh-row rh-body2" style={{ gap: 4 }}>
      <StarIcon fontSize="small" style={{ color: 'var(--mui-palette-rh-highlight)' }} />
      {dealer.ratings_count > 0 || dealer.dealer_stars > 0
        ? m.offers.rating(dealer.dealer_stars, dealer.ratings_count)
        : m.offers.noRating}
    </p>
  );
}

/**
 * One dealer's quotation in the comparison: per requested row its options (condition, brand, code, price with VAT),
 * its rating, province and shipping, the cheapest total; the customer picks an option per row (or none), sees the
 * total change and accepts for the rows picked (AcceptDialog, loaded when the customer reaches for the button).
 */
export function OfferCard({ offers, dealer, open }: { offers: CustomerOffers; dealer: OfferDealer; open: boolean }) {
  const [choices, setChoices] = useState(() => cheapestChoices(offers, dealer));
  const [dialog, setDialog] = useState(false);
  const name = dealer.legal_name ?? m.offers.dealer;

  const options = offers.rows.flatMap((row) =>
    row.options.filter((option) => option.quotation_id === dealer.quotation_id),
  );
  const chosen = options.filter((option) => choices[option.submission_row_id] === String(option.id));
  // The partial fee is for an order of some of the parts this dealer offers, never for all of them.
  const shipping = shippingFor(dealer, chosen.length);
  const total = quotationTotals({
    options: chosen,
    shippingFlat: dealer.shipping_cost_flat,
    shippingPartial: dealer.shipping_cost_partial,
    shippingChosen: shipping,
    acceptedOptionIndexes: chosen.map((_, index) => index),
  }).total;
  const pending = dealer.status === 'pending';
  const preload = () => void loadAcceptDialog().catch(() => undefined);

  return (
    <article className="rh-card rh-card--column" aria-label={`${m.offers.dealer} ${name}`}>
      <div className="rh-card__body">
        <div className="rh-row rh-row--between rh-row--top">
          <h2 className="rh-h2">{name}</h2>
          <Chip strong>{m.offers.status[dealer.status] ?? dealer.status}</Chip>
        </div>
        <Stars dealer={dealer} />
        <p className="rh-body2">
          {m.offers.province}: {dealer.province ?? '—'}
        </p>
        <p className="rh-body2">
          {m.offers.shippingFlat(formatCurrency(dealer.shipping_cost_flat))}
          {dealer.shipping_cost_partial !== null &&
            `, ${m.offers.shippingPartial(formatCurrency(dealer.shipping_cost_partial))}`}
        </p>
        <p className="rh-body2 rh-strong" style={{ marginTop: 4 }}>
          {m.offers.cheapest(formatCurrency(dealer.cheapest_total))}
        </p>
        <hr className="rh-divider" />
        <div className="rh-stack">
          {offers.rows.map((row) => {
            const mine = row.options.filter((option) => option.quotation_id === dealer.quotation_id);
            const group = `offer-${dealer.quotation_id}-row-${row.submission_row_id}`;
            const pick = (value: string) => setChoices((current) => ({ ...current, [row.submission_row_id]: value }));
            const current = choices[row.submission_row_id] ?? NONE;
            return (
              <fieldset key={row.submission_row_id} className="rh-fieldset" disabled={!pending || !open}>
                <legend>
                  {row.quantity} × {row.part_name}
                </legend>
                {mine.length === 0 ? (
                  <p className="rh-body2 rh-muted">{m.offers.noOption}</p>
                ) : (
                  <>
                    {mine.map((option) => (
                      <label key={option.id} className="rh-radio">
                        <input
                          type="radio"
                          name={group}
                          value={String(option.id)}
                          checked={current === String(option.id)}
                          onChange={() => pick(String(option.id))}
                        />
                        <span>
                          <span className="rh-body2" style={{ display: 'block' }}>
                            {m.offers.conditions[option.condition]} · {option.brand} · {m.offers.code}{' '}
                            {option.part_code}
                          </span>
                          <span className="rh-body2 rh-strong" style={{ display: 'block' }}>
                            {m.offers.priceWithVat(formatCurrency(option.line_price_with_vat))}
                          </span>
                          {option.notes && (
                            <span className="rh-caption" style={{ display: 'block' }}>
                              {option.notes}
                            </span>
                          )}
                        </span>
                      </label>
                    ))}
                    <label className="rh-radio">
                      <input
                        type="radio"
                        name={group}
                        value={NONE}
                        checked={current === NONE}
                        onChange={() => pick(NONE)}
                      />
                      <span className="rh-body2">{m.offers.none_option}</span>
                    </label>
                  </>
                )}
              </fieldset>
            );
          })}
        </div>
        <hr className="rh-divider" />
        <p role="status" aria-label={m.offers.yourTotal} className="rh-strong" style={{ margin: 0 }}>
          {m.offers.totalLine(formatCurrency(total))}
        </p>
      </div>
      <div className="rh-card__actions">
        {pending && open && (
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setDialog(true)}
          >
            {m.offers.accept}
          </Button>
        )}
        <Link to={`/preventivi/${dealer.quotation_id}`} className={buttonClass({})}>
          {pending ? m.offers.chat : m.offers.open}
        </Link>
      </div>
      {dialog && (
        <Suspense fallback={<Spinner label={m.loading} />}>
          <AcceptDialog
            dealer={dealer}
            optionIds={chosen.map((option) => option.id)}
            shipping={shipping}
            total={total}
            onClose={() => setDialog(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
