// @ts-check
/**
 * Server-side pricing. Every amount is GST-inclusive AUD (Australian consumer
 * pricing); the `country_tax` entry reports the GST included in the total
 * (total / 11) and is not added on top.
 */

export const PAY_NOW_DISCOUNT = 0.1; // pay now is 10 % cheaper than pay later
export const GST_RATE = 0.1;
export const FREE_DAY_EVERY = 7; // one free day per full 7 days of hire
export const HOLD_MINUTES = 30; // a selected car is held this long

/** @param {number} n */
export const round2 = (n) => Math.round((n + Number.EPSILON) * 100) / 100;
/** Whole cents of a dollar amount, for exact comparisons of money. @param {number} amount */
export const cents = (amount) => Math.round(amount * 100);

/**
 * @typedef {{id: number, code: string, name: string, category_id: number, daily_rate: number, min_age: number}} VehicleRow
 * @typedef {{code: string, name: string, label: string, percent: number, category_id: number | null}} PromoRow
 * @typedef {{id: number, name: string, daily_rate: number, exclude_extra_ids: string}} LiabilityRow
 * @typedef {{id: number, name: string, rate: number, charge: string, max_total: number, form_type: number, increment: number, max_qty: number}} ExtraRow
 * @typedef {{id: number, name: string, rate: number, charge: string, applies_to: string}} FeeRow
 * @typedef {import('../../src/api/wire.generated.js').TotalEntry} TotalEntry (the contract's, api/openapi.yaml)
 */

/** Does the promo apply to this vehicle? @param {PromoRow | null} promo @param {VehicleRow} v */
export const promoApplies = (promo, v) =>
  Boolean(promo && (promo.category_id == null || promo.category_id === v.category_id));

/**
 * Rental price of one vehicle for `days`.
 * @param {VehicleRow} v @param {number} days @param {PromoRow | null} promo @param {'N' | 'L'} paymentType
 */
export function vehicleQuote(v, days, promo, paymentType) {
  const baseDaily = paymentType === 'N' ? round2(v.daily_rate * (1 - PAY_NOW_DISCOUNT)) : v.daily_rate;
  const applied = promoApplies(promo, v);
  const daily = applied && promo ? round2(baseDaily * (1 - promo.percent / 100)) : baseDaily;
  const freeDays = Math.floor(days / FREE_DAY_EVERY);
  const gross = round2(daily * days);
  const freeDaysAmount = round2(daily * freeDays);
  const beforeDiscount = round2(baseDaily * days - baseDaily * freeDays);
  const total = round2(gross - freeDaysAmount);
  return {
    baseDaily,
    daily,
    days,
    freeDays,
    gross,
    freeDaysAmount,
    total,
    beforeDiscount,
    discount: round2(beforeDiscount - total),
    promoApplied: applied,
  };
}

/** Total of one extra at quantity 1. @param {ExtraRow} e @param {number} days */
export function extraUnitTotal(e, days) {
  if (e.charge === 'rental') return e.rate;
  const t = round2(e.rate * days);
  return e.max_total > 0 ? Math.min(t, e.max_total) : t;
}

/** @param {LiabilityRow} l @param {number} days */
export const liabilityTotal = (l, days) => round2(l.daily_rate * days);

/**
 * Mandatory fees that apply to this rental.
 * @param {FeeRow[]} fees @param {number} days @param {{isAirport: boolean, isOver25: boolean}} ctx
 */
export function mandatoryFees(fees, days, ctx) {
  return fees
    .filter(
      (f) =>
        f.applies_to === 'all' ||
        (f.applies_to === 'airport' && ctx.isAirport) ||
        (f.applies_to === 'under25' && !ctx.isOver25),
    )
    .map((f) => ({ id: f.id, name: f.name, total: f.charge === 'day' ? round2(f.rate * days) : f.rate }));
}

/**
 * The booking totals of /calculate.
 * @param {{vehicle: VehicleRow, days: number, promo: PromoRow | null, paymentType: 'N' | 'L',
 *   liability: LiabilityRow | null, extras: {extra: ExtraRow, qty: number}[], fees: FeeRow[], isAirport: boolean, isOver25: boolean}} input
 */
export function bookingTotals(input) {
  const q = vehicleQuote(input.vehicle, input.days, input.promo, input.paymentType);
  /** @type {TotalEntry[]} */
  const totals = [];
  totals.push({ type: 'daily_rate', name: input.vehicle.name, total: q.daily, quantity: q.days });
  const rentalName =
    q.promoApplied && input.promo
      ? `Vehicle rental (${q.days} ${q.days === 1 ? 'day' : 'days'}, ${input.promo.code} applied)`
      : `Vehicle rental (${q.days} ${q.days === 1 ? 'day' : 'days'})`;
  totals.push({ type: 'total_rate', name: rentalName, total: q.gross });
  if (q.freeDays > 0) {
    totals.push({
      type: 'freedays',
      name: `${q.freeDays} free ${q.freeDays === 1 ? 'day' : 'days'} (weekly hire)`,
      total: -q.freeDaysAmount,
      quantity: q.freeDays,
    });
  }
  let insurance = 0;
  if (input.liability) {
    insurance = liabilityTotal(input.liability, q.days);
    totals.push({ type: 'insurance', id: input.liability.id, name: input.liability.name, total: insurance });
  }
  let extrasTotal = 0;
  for (const { extra, qty } of input.extras) {
    if (qty <= 0) continue;
    const t = round2(extraUnitTotal(extra, q.days) * qty);
    extrasTotal = round2(extrasTotal + t);
    totals.push({ type: 'optional', id: extra.id, name: extra.name, total: t, quantity: qty });
  }
  let surcharge = 0;
  for (const f of mandatoryFees(input.fees, q.days, input)) {
    surcharge = round2(surcharge + f.total);
    totals.push({ type: 'mandatory', id: f.id, name: f.name, total: f.total });
  }
  const total = round2(q.total + insurance + extrasTotal + surcharge);
  totals.push({ type: 'country_tax', name: 'GST included (10%)', total: round2(total / 11) });
  totals.push({ type: 'total', name: 'Total', total });
  return {
    totals,
    amounts: {
      total_rate: q.beforeDiscount,
      total_rate_after_discount: q.total,
      discount_amount: q.discount,
      insurance_amount: insurance,
      extra_amount: extrasTotal,
      surcharge_amount: surcharge,
      total_amount: total,
    },
  };
}

// Subscription pricing ------------------------------------------------------

export const SUBSCRIPTION_DEPOSIT = 300;
export const SUBSCRIPTION_SETUP_FEE = 49;
export const CARD_SURCHARGE = 0.015;
/** Km package part of each package price, per week. */
export const KMS_PART = { lite: 0, extra: 30, max: 60 };

/**
 * @param {{vehicleName: string, rate: number, frequency: 'weekly' | 'fortnightly', type: 'lite' | 'extra' | 'max',
 *   hasInsurance: boolean, premiumPerUnit: number}} input  `rate` is per frequency unit
 */
export function subscriptionTotals(input) {
  const mult = input.frequency === 'fortnightly' ? 2 : 1;
  const kms = KMS_PART[input.type] * mult;
  const installment = round2(input.rate - kms);
  const insurance = input.hasInsurance ? input.premiumPerUnit : 0;
  const label = input.frequency === 'fortnightly' ? 'Fortnightly' : 'Weekly';
  const packageName = { lite: 'Lite (300km)', extra: 'Extra (550km)', max: 'Max (800km)' }[input.type];
  const recurring = round2(installment + kms + insurance);
  const beforeSurcharge = round2(recurring + SUBSCRIPTION_DEPOSIT + SUBSCRIPTION_SETUP_FEE);
  const surcharge = round2(beforeSurcharge * CARD_SURCHARGE);
  const first = round2(beforeSurcharge + surcharge);
  /** @type {TotalEntry[]} */
  const totals = [
    { type: 'installment_amount', name: `${input.vehicleName} (${label} x 1)`, total: installment, quantity: 1 },
    { type: 'first_kms_amount', name: `Km package: ${packageName}`, total: kms },
    { type: 'first_insurance_amount', name: 'Premium Liability Reduction', total: insurance },
    { type: 'deposit', name: 'Refundable security deposit', total: SUBSCRIPTION_DEPOSIT },
    { type: 'mandatory', name: 'Subscription setup fee', total: SUBSCRIPTION_SETUP_FEE },
    { type: 'first_payment_surcharge', name: 'Card surcharge (1.5%)', total: surcharge },
    { type: 'total_first_payment_amount', name: 'Total first payment', total: first },
    { type: 'total_installment_amount', name: `Total ${label.toLowerCase()} instalment`, total: recurring },
  ];
  return { totals, first, recurring, insurance };
}
