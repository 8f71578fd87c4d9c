import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { ApiError } from '../api/client';
import { storeSubscription } from '../api/subscription';
import type { SubscriptionStoreRequest } from '../api/types';
import { defaultConfig, setConfig } from '../config';
import { subscriptionMessages } from '../messages/subscription';
import { BlockedBrowserError } from './blockedBrowser';
import { searchErrorMessage, serverMessage } from './searchErrorMessage';

const request = {} as SubscriptionStoreRequest;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the subscription search shows when POST /subscription/store gets `answer` (through the real client). */
async function shownFor(answer: () => Promise<Response>): Promise<string> {
  window.fetch = () => Promise.resolve().then(answer);
  const error = await storeSubscription(request).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call failed').to.be.instanceOf(ApiError);
  return searchErrorMessage(error);
}

describe('searchErrorMessage (spec §8 Subscription search)', () => {
  const realFetch = window.fetch.bind(window);
  beforeEach(() => setConfig({ ...defaultConfig, rentalHost: 'https://rent.example' }));
  afterEach(() => {
    window.fetch = realFetch;
    setConfig(defaultConfig);
  });

  it('a 2xx answer without the { data } envelope: "Unexpected response from server."', async () => {
    expect(await shownFor(() => Promise.resolve(json({ nope: true })))).to.equal('Unexpected response from server.');
  });

  it('an answer that is not JSON: the fallback on a 2xx, "Something went wrong" on an error status', async () => {
    const html = (status: number) => () =>
      Promise.resolve(new Response('<html>not json</html>', { status, headers: { 'content-type': 'text/html' } }));
    expect(await shownFor(html(200))).to.equal('There was an error submitting your request.');
    expect(await shownFor(html(502))).to.equal('Something went wrong. Please try again later.');
  });

  it('a server error: the server\'s message when it sent one, else "Something went wrong"', async () => {
    expect(
      await shownFor(() => Promise.resolve(json({ title: 'Sorry', message: 'No cars at this time.' }, 500))),
    ).to.equal('No cars at this time.');
    expect(await shownFor(() => Promise.resolve(json({ message: 'Pick-up date is closed.' }, 422)))).to.equal(
      'Pick-up date is closed.',
    );
    expect(await shownFor(() => Promise.resolve(json({}, 500)))).to.equal(
      'Something went wrong. Please try again later.',
    );
    expect(serverMessage(new ApiError({ kind: 'server', status: 500, message: 'Request failed (500).' }))).to.equal(
      null,
    );
  });

  it('no answer (network failure, timeout): the fallback', async () => {
    expect(await shownFor(() => Promise.reject(new TypeError('Failed to fetch')))).to.equal(
      'There was an error submitting your request.',
    );
    expect(await shownFor(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))).to.equal(
      'There was an error submitting your request.',
    );
  });

  it('the words are the catalogue entries the island shows', () => {
    expect(subscriptionMessages.subSearchUnexpected).to.equal('Unexpected response from server.');
    expect(subscriptionMessages.subSearchFallback).to.equal('There was an error submitting your request.');
    expect(subscriptionMessages.subSearchFailed).to.equal('Something went wrong. Please try again later.');
  });

  it('decides by kind, not by words: an answer without vehicles or token, a blocked browser, anything else', () => {
    // As SubscriptionSearchIsland throws it for a store answer without availableVehicles or subscription_token.
    expect(
      searchErrorMessage(new ApiError({ kind: 'unexpected', message: subscriptionMessages.subSearchUnexpected })),
    ).to.equal(subscriptionMessages.subSearchUnexpected);
    expect(searchErrorMessage(new Error(subscriptionMessages.subSearchUnexpected))).to.equal(
      subscriptionMessages.subSearchFallback,
    );
    expect(searchErrorMessage(new BlockedBrowserError('Allow cookies.'))).to.equal('Allow cookies.');
  });
});
