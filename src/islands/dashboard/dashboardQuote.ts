import type { DashboardBooking } from '../../api/types';
import { getConfig } from '../../config';
import { quoteUrl } from '../../flows/quote/quoteLink';

/**
 * The quote link of a started booking with a car (its `Quote`, sent by the reference server), or ''
 * without one: it opens /liability-extra with the booking's search, car, payment type, cover and
 * extras, for a caller to finish online. The total it holds is the booking's own, so the renter is
 * told if the price has changed since.
 */
export function dashboardQuoteLink(row: DashboardBooking): string {
  const quote = row.Quote;
  if (!quote || (row.PaymentType !== 'N' && row.PaymentType !== 'L')) return '';
  return quoteUrl(getConfig().routes.liabilityExtra, {
    pickup: quote.PickupLocationCode,
    return: quote.DropoffLocationCode,
    pickupDate: row.PickupDateTime.slice(0, 10),
    pickupTime: row.PickupDateTime.slice(11, 16),
    returnDate: row.DropoffDateTime.slice(0, 10),
    returnTime: row.DropoffDateTime.slice(11, 16),
    type: quote.VehicleCategoryID,
    promo: row.PromoCode,
    over25: quote.IsOver25,
    car: quote.VehicleID,
    pay: row.PaymentType,
    cover: quote.InsuranceID,
    extras: quote.Extras.map(({ ID, Qty }) => ({ id: ID, quantity: Qty })),
    total: row.TotalAmount,
  });
}
