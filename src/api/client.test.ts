import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { ApiError, RETRY_DELAY_MS, api, baseUrl, kindOf, queryString, rawApi, toApiError } from './client';
import { sharedMessages } from '../messages/shared';
import { apiErrorText } from '../flows/apiErrorText';
import { defaultConfig, setConfig } from '../config';
import { removeCookie, setCookie } from '../lib/cookies';

type Call = { url: string; init: RequestInit };

/** Replaces fetch for one test; returns the recorded calls. */
function stubFetch(respond: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  window.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: input instanceof Request ? input.url : String(input), init };
    calls.push(call);
    return Promise.resolve().then(() => respond(call));
  };
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

describe('api client', () => {
  const realFetch = window.fetch.bind(window);
  beforeEach(() =>
    setConfig({
      ...defaultConfig,
      bookingApi: 'https://api.example/api/v1/',
      rentalHost: 'https://rent.example',
      apiRoot: '/wp-json/',
    }),
  );
  afterEach(() => {
    window.fetch = realFetch;
    removeCookie('auth_token');
    setConfig(defaultConfig);
  });

  it('builds the booking and rental base URLs from config', () => {
    expect(baseUrl('booking')).to.equal('https://api.example/api/v1');
    expect(baseUrl('rental')).to.equal('https://rent.example/wp-json/v1');
  });

  it('sends JSON, unwraps the data envelope, and adds the bearer token only when the auth cookie exists', async () => {
    const calls = stubFetch(() => json({ data: { ok: 1 } }));
    expect(await api('booking').post({ a: 1 }, '/search')).to.deep.equal({ ok: 1 });
    expect(calls[0].url).to.equal('https://api.example/api/v1/search');
    expect(calls[0].init.body).to.equal('{"a":1}');
    expect(header(calls[0], 'content-type')).to.equal('application/json');
    expect(header(calls[0], 'authorization')).to.equal(null);
    setCookie('auth_token', 'tok123', 5);
    await api('booking', { query: { page: 2, status: 'C', agent: undefined } }).get('/bookings');
    expect(calls[1].url).to.equal('https://api.example/api/v1/bookings?page=2&status=C');
    expect(header(calls[1], 'authorization')).to.equal('Bearer tok123');
  });

  it('passes a timeout signal with every request', async () => {
    const calls = stubFetch(() => json({ data: null }));
    await rawApi('rental').get('/search-variant');
    expect(calls[0].init.signal).to.be.instanceOf(AbortSignal);
  });

  it("the caller's signal aborts the request (the timeout still applies)", async () => {
    const calls = stubFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          const signal = call.init.signal;
          if (signal?.aborted) reject(signal.reason as Error);
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    const controller = new AbortController();
    const pending = rawApi('rental', { signal: controller.signal })
      .get('/search-variant')
      .catch((e: unknown) => e);
    await Promise.resolve();
    controller.abort();
    const error = (await pending) as ApiError;
    expect(calls[0].init.signal?.aborted).to.equal(true);
    expect(error).to.be.instanceOf(ApiError);
  });

  it('turns an error body into ApiError with status, title and message', async () => {
    stubFetch(() => json({ title: 'Sold out', message: 'That car was just taken.' }, 409));
    const error = await api('booking')
      .post({}, '/select')
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({
      status: 409,
      title: 'Sold out',
      message: 'That car was just taken.',
      serverMessage: 'That car was just taken.',
      kind: 'sold_out',
    });
  });

  it('tells the host page of a failed call (chw:error: path and status, no query), not of a cancelled one', async () => {
    const heard: unknown[] = [];
    const listen = (event: WindowEventMap['chw:error']) => heard.push(event.detail);
    window.addEventListener('chw:error', listen);
    try {
      stubFetch(() => json({ title: 'Sold out', message: 'Gone.' }, 409));
      await api('booking')
        .post({}, '/select?email=ann@example.com')
        .catch(() => undefined);
      stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      await api('booking')
        .get('/locations')
        .catch(() => undefined);
      stubFetch(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
      await api('booking')
        .get('/locations')
        .catch(() => undefined);
      const path = new URL(baseUrl('booking'), window.location.href).pathname;
      expect(heard).to.deep.equal([
        { island: '', call: `${path}/select`, status: 409 },
        { island: '', call: `${path}/locations`, status: 0 },
      ]);
    } finally {
      window.removeEventListener('chw:error', listen);
    }
  });

  it('says what a failure means as a kind, read once, so state never matches server text', () => {
    const kinds = [
      [404, 'Session expired', undefined, 'expired'],
      [410, '', undefined, 'expired'],
      [401, '', undefined, 'unauthorized'],
      [409, 'Booking changed', undefined, 'changed'],
      [409, 'No liability selected', undefined, 'changed'],
      [409, 'Sold out', undefined, 'sold_out'],
      [409, 'Already booked', undefined, 'conflict'],
      // The machine code wins over the title; an unknown one is read as having none.
      [409, 'Car gone', 'sold_out', 'sold_out'],
      [409, 'Your booking moved on', 'changed', 'changed'],
      [409, 'Change in progress', 'change_pending', 'change_pending'],
      [409, 'Sold out', 'other', 'sold_out'],
      [409, 'Already booked', 'constructor', 'conflict'],
      [400, '', undefined, 'invalid'],
      [402, '', undefined, 'payment'],
      [429, '', undefined, 'rate_limited'],
      [403, '', undefined, 'rejected'],
      [503, '', undefined, 'server'],
    ] as const;
    for (const [status, title, code, kind] of kinds) {
      expect(kindOf(status, title, code), `${status} ${title} ${code}`).to.equal(kind);
    }
  });

  it('reads the kind of a 409 from its code, not its title', async () => {
    stubFetch(() => json({ title: 'Car gone', message: 'Taken.', code: 'sold_out' }, 409));
    const error = await api('booking')
      .post({}, '/select')
      .catch((e: unknown) => e);
    expect(error).to.include({ status: 409, title: 'Car gone', kind: 'sold_out' });
  });

  it('an error without a JSON message still becomes an ApiError, with no server message', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api('booking')
      .get('/locations')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).to.equal(502);
    expect(error.serverMessage).to.equal('');
    expect(apiErrorText(error)).to.equal(sharedMessages.requestFailed);
    expect(apiErrorText(error)).to.not.match(/Request failed \(/);
    expect(error.kind).to.equal('server');
  });

  it('network failures and timeouts become status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const network = (await api('booking')
      .get('/locations')
      .catch((e: unknown) => e)) as ApiError;
    expect(network.status).to.equal(0);
    expect(network.kind).to.equal('network');
    expect(toApiError(new DOMException('timed out', 'TimeoutError')).kind).to.equal('timeout');
    expect(apiErrorText(toApiError(new DOMException('timed out', 'TimeoutError')))).to.equal(
      sharedMessages.requestTimedOut,
    );
  });

  it('a malformed answer is not reported as an unreachable server', async () => {
    stubFetch(
      () => new Response('<html>not json</html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = (await api('booking')
      .post({}, '/search')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error.kind).to.equal('malformed');
    expect(apiErrorText(error)).to.equal(sharedMessages.unreadableAnswer);
    expect(apiErrorText(error)).to.not.equal(sharedMessages.unreachable);
  });

  it('a 2xx body without the envelope is an error, not undefined data', async () => {
    stubFetch(() => json({ nope: true }));
    const error = (await api('booking')
      .get('/locations')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error.kind).to.equal('unexpected');
    expect(apiErrorText(error)).to.equal('Unexpected response from server.');
  });

  it('tries a GET once more, after a pause, when no answer came or the server answered 5xx', async () => {
    let answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(json({ data: 1 }))];
    let calls = stubFetch(() => answers[calls.length - 1]());
    const started = performance.now();
    expect(await api('booking').get('/locations')).to.equal(1);
    expect(calls.length).to.equal(2);
    expect(performance.now() - started).to.be.at.least(RETRY_DELAY_MS - 50);
    answers = [
      () => Promise.resolve(json({ message: 'down' }, 503)),
      () => Promise.resolve(json({ message: 'down' }, 503)),
    ];
    calls = stubFetch(() => answers[calls.length - 1]());
    const error = (await api('booking')
      .get('/locations')
      .catch((e: unknown) => e)) as ApiError;
    expect(calls.length, 'one retry, not more').to.equal(2);
    expect(error.kind).to.equal('server');
  });

  it('never repeats a POST (it may have been applied), nor a GET refused with a 4xx', async () => {
    let calls = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      (
        (await api('booking')
          .post({}, '/select')
          .catch((e: unknown) => e)) as ApiError
      ).kind,
    ).to.equal('network');
    expect(calls.length).to.equal(1);
    calls = stubFetch(() => json({ message: 'no' }, 404));
    expect(
      (
        (await api('booking')
          .get('/gone')
          .catch((e: unknown) => e)) as ApiError
      ).kind,
    ).to.equal('expired');
    expect(calls.length).to.equal(1);
  });

  it('builds query strings without undefined or null values', () => {
    expect(queryString({ page: 2, q: 'a b&c', agent: undefined, note: null, on: false })).to.equal(
      '?page=2&q=a+b%26c&on=false',
    );
    expect(queryString({ agent: undefined })).to.equal('');
    expect(queryString()).to.equal('');
  });
});
