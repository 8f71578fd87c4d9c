import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/unit/setup';
import { resetPersistenceForTests } from './persist';
import {
  bookingSearch,
  clearBookingSearch,
  replaceBookingSearch,
  saveBookingSearch,
  initialBookingSearch,
} from './bookingSearch';
import { booking, clearBooking } from './booking';
import { cars, clearCars, saveCars } from './cars';
import { clearSelectedCar, saveSelectedCar, selectedCar } from './selectedCar';
import { clearSelectOptions, saveSelectOptions, selectOptions } from './selectOptions';
import {
  addExtra,
  clearExtras,
  removeExtra,
  resetSelectedLiability,
  selectedInsuranceId,
  selectedLiability,
  setInsurance,
} from './selectedLiability';
import { calculation, clearCalculation, saveCalculation } from './calculation';
import { clearReservation, reservation, saveReservation } from './reservation';
import { clearSubscription, saveSubscription, subscription } from './subscription';
import { clearSubscriptionVehicles, saveSubscriptionVehicles, subscriptionVehicles } from './subscriptionVehicles';
import { clearSubscriptionLiability, saveSubscriptionLiability, subscriptionLiability } from './subscriptionLiability';
import { hideLoading, loadingOverlay, runSearch, showLoading } from './loadingOverlay';
import type { Car, SubscriptionVehicle } from '../api/types';

describe('state slices', () => {
  afterEach(() => resetPersistenceForTests());

  it('booking search: merge on save, replace, clear to initial (Age Over 25 checked)', () => {
    expect(bookingSearch.value.isOver25).to.equal(true);
    saveBookingSearch({ pickupDate: '2026-12-01' });
    saveBookingSearch({ pickupTime: '09:00' });
    expect(bookingSearch.value.pickupDate).to.equal('2026-12-01');
    expect(bookingSearch.value.pickupTime).to.equal('09:00');
    replaceBookingSearch({ ...initialBookingSearch(), promoCode: 'X' });
    expect(bookingSearch.value.pickupDate).to.equal('');
    expect(bookingSearch.value.promoCode).to.equal('X');
    clearBookingSearch();
    expect(bookingSearch.value).to.deep.equal(initialBookingSearch());
  });

  it('booking: free-form, empty on clear', () => {
    booking.value = { a: 1, b: 2 };
    expect(booking.value).to.deep.equal({ a: 1, b: 2 });
    clearBooking();
    expect(booking.value).to.deep.equal({});
  });

  it('cars: replaced wholesale, emptied on clear', () => {
    saveCars([{ id: 1 } as Car, { id: 2 } as Car]);
    saveCars([{ id: 3 } as Car]);
    expect(cars.value.map((car) => car.id)).to.deep.equal([3]);
    clearCars();
    expect(cars.value).to.deep.equal([]);
  });

  it('selected car: merged on select, cleared', () => {
    saveSelectedCar({ id: 4, name: 'Corolla' });
    saveSelectedCar({ paymentType: 'L' });
    expect(selectedCar.value).to.deep.equal({ id: 4, name: 'Corolla', paymentType: 'L' });
    clearSelectedCar();
    expect(selectedCar.value).to.deep.equal({});
  });

  it('select options: saved and cleared', () => {
    saveSelectOptions({ extras: [], insuranceOptions: [{ id: 1 } as never] });
    expect(selectOptions.value.insuranceOptions).to.have.length(1);
    clearSelectOptions();
    expect(selectOptions.value).to.deep.equal({ extras: [], insuranceOptions: [] });
  });

  it('selected liability: add replaces the same id, remove by id, clear extras, reset', () => {
    expect(selectedInsuranceId()).to.equal(null);
    setInsurance({ id: 2, name: '$500' });
    addExtra({ id: 10, name: 'GPS', quantity: 1 });
    addExtra({ id: 11, name: 'Baby seat', quantity: 1 });
    addExtra({ id: 11, name: 'Baby seat', quantity: 2 });
    expect(selectedLiability.value.extras).to.deep.equal([
      { id: 10, name: 'GPS', quantity: 1 },
      { id: 11, name: 'Baby seat', quantity: 2 },
    ]);
    expect(selectedInsuranceId()).to.equal(2);
    removeExtra(10);
    expect(selectedLiability.value.extras.map((extra) => extra.id)).to.deep.equal([11]);
    clearExtras();
    expect(selectedLiability.value.extras).to.deep.equal([]);
    expect(selectedInsuranceId()).to.equal(2);
    resetSelectedLiability();
    expect(selectedLiability.value).to.deep.equal({ insurance: {}, extras: [] });
  });

  it('calculation: saved, and cleared to { totals: [] }', () => {
    saveCalculation([{ type: 'total', name: 'Total', total: 100 }]);
    expect(calculation.value.totals).to.have.length(1);
    clearCalculation();
    expect(calculation.value).to.deep.equal({ totals: [] });
  });

  it('reservation: empty strings by default, merged on save', () => {
    expect(reservation.value).to.deep.equal({ reservationRef: '', reservationNumber: '', booking_id: '' });
    saveReservation({ reservationRef: 'ABC' });
    saveReservation({ reservationNumber: '123' });
    expect(reservation.value).to.deep.equal({ reservationRef: 'ABC', reservationNumber: '123', booking_id: '' });
    clearReservation();
    expect(reservation.value.reservationRef).to.equal('');
  });

  it('subscription: merged on save, emptied on clear', () => {
    saveSubscription({ firstName: 'Ann' });
    saveSubscription({ paymentFrequency: 'weekly' });
    expect(subscription.value).to.deep.equal({ firstName: 'Ann', paymentFrequency: 'weekly' });
    clearSubscription();
    expect(subscription.value).to.deep.equal({});
  });

  it('subscription vehicles: replaced on save', () => {
    saveSubscriptionVehicles([{ id: 1 } as SubscriptionVehicle]);
    saveSubscriptionVehicles([{ id: 2 } as SubscriptionVehicle, { id: 3 } as SubscriptionVehicle]);
    expect(subscriptionVehicles.value.map((v) => v.id)).to.deep.equal([2, 3]);
    clearSubscriptionVehicles();
    expect(subscriptionVehicles.value).to.deep.equal([]);
  });

  it('subscription liability: defaults { amount: 0, hasInsurance: false }', () => {
    expect(subscriptionLiability.value).to.deep.equal({ amount: 0, hasInsurance: false });
    saveSubscriptionLiability({ amount: 35 });
    saveSubscriptionLiability({ hasInsurance: true });
    expect(subscriptionLiability.value).to.deep.equal({ amount: 35, hasInsurance: true });
    clearSubscriptionLiability();
    expect(subscriptionLiability.value).to.deep.equal({ amount: 0, hasInsurance: false });
  });

  it('loading overlay: scroll to top and lock body scroll only when asked', () => {
    document.body.style.height = '5000px';
    window.scrollTo(0, 500);
    showLoading('Searching');
    expect(loadingOverlay.value).to.deep.equal({ visible: true, message: 'Searching', disableScroll: false });
    expect(document.body.style.overflow).to.equal('');
    hideLoading();
    showLoading('Searching', { disableScroll: true });
    expect(window.scrollY).to.equal(0);
    expect(document.body.style.overflow).to.equal('hidden');
    hideLoading();
    expect(document.body.style.overflow).to.equal('');
    expect(loadingOverlay.value.visible).to.equal(false);
    document.body.style.height = '';
  });

  it('a search keeps the overlay up when it goes on, and opens its error 300 ms after the overlay goes', async () => {
    expect(
      await runSearch(
        'Searching',
        () => Promise.resolve(undefined),
        () => expect.fail('no failure'),
      ),
    ).to.equal(undefined);
    expect(loadingOverlay.value).to.deep.equal({ visible: true, message: 'Searching', disableScroll: true });
    hideLoading();
    const opened: string[] = [];
    const failed = runSearch(
      'Searching',
      () => Promise.resolve('Sold out.'),
      (failure) => opened.push(failure),
    );
    expect(loadingOverlay.value.visible).to.equal(true);
    expect(await failed).to.equal('Sold out.');
    expect(loadingOverlay.value.visible).to.equal(false);
    expect(opened).to.deep.equal([]);
    const goneAt = Date.now();
    await waitUntil(() => opened.length, 'the error');
    expect(opened).to.deep.equal(['Sold out.']);
    expect(Date.now() - goneAt).to.be.at.least(300);
  });
});
