import { ApiError, kindOf } from '../api/client';
import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { clockTime } from '../lib/clockTime';
import { fingerprint } from '../lib/fingerprint';
import { intentIdOf } from '../lib/intentId';
import { clearDraft, loadDraft, saveDraft } from '../lib/sessionDraft';
import { renewalDelay, RENEW_BEFORE_MS } from '../flows/useHoldRenewal';
import { firstInvalidFieldId } from '../islands/checkout/fieldIds';
import { problemOf } from './bookingProblem';
import {
  clearPendingPayment,
  pendingIntentFor,
  pendingPayment,
  rememberIntent,
  subscriptionIntent,
} from './pendingPayment';
import { resetPersistenceForTests } from './persist';

describe('pending payment: the intent a save returned is remembered', () => {
  afterEach(() => resetPersistenceForTests());

  it('keeps the intent id and kind with a fingerprint of the token, never the secret or the token', () => {
    rememberIntent('token-a', 'pi_123_secret_456', 'payment');
    expect(pendingPayment.value).to.deep.equal({
      token: fingerprint('token-a'),
      intentId: 'pi_123',
      intentType: 'payment',
    });
    expect(JSON.stringify(pendingPayment.value)).not.to.contain('secret');
    expect(JSON.stringify(pendingPayment.value)).not.to.contain('token-a');
    expect(pendingIntentFor('token-a')).to.deep.equal({ intentId: 'pi_123', intentType: 'payment' });
    expect(pendingIntentFor('token-b'), 'another booking').to.equal(null);
    expect(pendingIntentFor(''), 'no cookie').to.equal(null);
    clearPendingPayment();
    expect(pendingIntentFor('token-a')).to.equal(null);
  });

  it("a subscription's intent is remembered in its own slice: neither flow overwrites the other's", () => {
    rememberIntent('booking-token', 'pi_booking_secret_1', 'payment');
    subscriptionIntent.remember('subscription-token', 'pi_sub_secret_2', 'payment');
    expect(pendingIntentFor('booking-token')).to.deep.equal({ intentId: 'pi_booking', intentType: 'payment' });
    expect(subscriptionIntent.pendingFor('subscription-token')).to.deep.equal({
      intentId: 'pi_sub',
      intentType: 'payment',
    });
    expect(subscriptionIntent.pendingFor('booking-token'), "the booking's token").to.equal(null);
    expect(JSON.stringify(localStorage)).not.to.contain('secret');
    subscriptionIntent.forget();
    expect(subscriptionIntent.pendingFor('subscription-token')).to.equal(null);
    expect(pendingIntentFor('booking-token'), 'the booking keeps its own').to.not.equal(null);
  });

  it('reads the intent id from a client secret', () => {
    expect(intentIdOf('seti_AbC_secret_xyz')).to.equal('seti_AbC');
    expect(intentIdOf('nonsense')).to.equal('');
  });

  it('fingerprints tell tokens apart and are stable', () => {
    expect(fingerprint('abc')).to.equal(fingerprint('abc'));
    expect(fingerprint('abc')).not.to.equal(fingerprint('abd'));
  });
});

describe('session drafts: what the renter typed survives a reload', () => {
  afterEach(() => clearDraft('checkout'));

  it('round-trips the typed fields and drops fields of the wrong type', () => {
    const defaults = { firstName: '', terms: false };
    expect(loadDraft('checkout', defaults)).to.deep.equal(defaults);
    saveDraft('checkout', { firstName: 'Alex', terms: true });
    expect(loadDraft('checkout', defaults)).to.deep.equal({ firstName: 'Alex', terms: true });
    sessionStorage.setItem('chw:draft:checkout', JSON.stringify({ firstName: 7, terms: true, extra: 'x' }));
    expect(loadDraft('checkout', defaults)).to.deep.equal({ firstName: '', terms: true });
    sessionStorage.setItem('chw:draft:checkout', '{broken');
    expect(loadDraft('checkout', defaults)).to.deep.equal(defaults);
    clearDraft('checkout');
    expect(sessionStorage.getItem('chw:draft:checkout')).to.equal(null);
  });
});

describe('booking problems', () => {
  // As the client throws them: the kind is read from status and title there, never here.
  const failure = (status: number, title = '', serverMessage = '') =>
    new ApiError({
      kind: status ? kindOf(status, title) : 'network',
      status,
      message: serverMessage,
      title,
      serverMessage,
    });

  it('maps an ended session, a sold car, a refusal and a changed booking; other failures may be retried', () => {
    expect(problemOf(failure(404, 'Session expired', 'Your booking session has expired.'))).to.deep.equal({
      kind: 'ended',
      message: 'Your booking session has expired.',
    });
    expect(problemOf(failure(410))).to.deep.equal({ kind: 'ended', message: '' });
    expect(problemOf(failure(409, 'Sold out', 'Sorry, sold out.'))).to.deep.equal({
      kind: 'sold_out',
      message: 'Sorry, sold out.',
    });
    expect(problemOf(failure(409, 'Already booked', 'This booking has already been paid.'))).to.deep.equal({
      kind: 'conflict',
      message: 'This booking has already been paid.',
    });
    expect(problemOf(failure(409, 'No liability selected', 'Please choose a liability option first.'))?.kind).to.equal(
      'changed',
    );
    expect(problemOf(failure(500))).to.equal(null);
    expect(problemOf(failure(0))).to.equal(null);
  });

  it("shows the server's words for a cancelled booking (410 cancelled) and a change waiting for payment", () => {
    const cancelled = 'This booking has been cancelled. Please start a new search.';
    const coded = (status: number, code: string, serverMessage: string) =>
      new ApiError({ kind: kindOf(status, 'Whatever', code), status, message: serverMessage, serverMessage });
    expect(problemOf(coded(410, 'cancelled', cancelled))).to.deep.equal({ kind: 'ended', message: cancelled });
    const waiting = 'A change to this booking is waiting for its payment.';
    expect(kindOf(409, 'Change in progress', 'change_pending')).to.equal('change_pending');
    expect(problemOf(coded(409, 'change_pending', waiting))).to.deep.equal({ kind: 'conflict', message: waiting });
    expect(problemOf(new Error('x'))).to.equal(null);
  });
});

describe('hold time and renewal', () => {
  it('shows the hold in the branch zone as Australians write it', () => {
    expect(clockTime('2026-12-01T00:42:00Z', 'Australia/Brisbane')).to.equal('10:42 am');
    expect(clockTime('2026-12-01T02:05:00Z', 'Australia/Sydney')).to.equal('1:05 pm');
    expect(clockTime('not a date', 'Australia/Sydney')).to.equal('');
  });

  it('renews two minutes before the hold ends, at once when that has passed', () => {
    const end = Date.parse('2026-12-01T00:30:00Z');
    expect(renewalDelay('2026-12-01T00:30:00Z', end - 10 * 60_000)).to.equal(10 * 60_000 - RENEW_BEFORE_MS);
    expect(renewalDelay('2026-12-01T00:30:00Z', end)).to.equal(0);
    expect(renewalDelay('nope', end)).to.equal(null);
  });
});

describe('first invalid field', () => {
  it('follows the form order', () => {
    expect(firstInvalidFieldId({ terms: 'x', email: 'y' })).to.equal('chw-email');
    expect(firstInvalidFieldId({})).to.equal(null);
  });
});
