import { expect } from '@open-wc/testing';
import '../test/unit/setup';
import { cookieName } from './lib/cookies';
import { defaultConfig, loadConfig, parseConfig, setConfig } from './config';

describe('config', () => {
  it('parses known keys and keeps defaults for the rest', () => {
    const config = parseConfig(
      JSON.stringify({
        bookingApi: 'https://api.example/api/v1',
        cookiePrefix: 7,
        routes: { booking: '/book/', bogus: 'x' },
        extra: true,
      }),
    );
    expect(config.bookingApi).to.equal('https://api.example/api/v1');
    expect(config.cookiePrefix).to.equal('chw');
    expect(config.routes.booking).to.equal('/book/');
    expect(config.routes.checkout).to.equal('/checkout');
    expect(config).not.to.have.property('extra');
  });

  it('the configured cookie prefix names every cookie (lib/cookies reads no config: setConfig tells it)', () => {
    try {
      setConfig({ ...defaultConfig, cookiePrefix: 'acme' });
      expect(cookieName('booking_token')).to.equal('acme_booking_token');
    } finally {
      setConfig(defaultConfig);
    }
    expect(cookieName('booking_token')).to.equal('chw_booking_token');
  });

  it('broken JSON gives the defaults and a console warning', () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(parseConfig('{"bookingApi":')).to.deep.equal(defaultConfig);
      expect(parseConfig('[1,2]')).to.deep.equal(defaultConfig);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(2);
    expect(parseConfig(null)).to.deep.equal(defaultConfig);
  });

  it('keeps the call-centre phone only as an E.164 number (spaces and dashes as typed dropped)', () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(parseConfig('{"supportPhone":"+61 7 3000-0000"}').supportPhone).to.equal('+61730000000');
      expect(parseConfig('{"supportPhone":""}').supportPhone).to.equal('');
      expect(parseConfig('{"supportPhone":"07 3000 0000"}').supportPhone).to.equal('');
      expect(parseConfig('{"supportPhone":"javascript:alert(1)"}').supportPhone).to.equal('');
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(2);
  });

  it('reads the #chw-config script of the page', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = '<script type="application/json" id="chw-config">{"stripeKey":"pk_test_x"}</script>';
    expect(loadConfig(doc).stripeKey).to.equal('pk_test_x');
    loadConfig(document.implementation.createHTMLDocument('empty'));
  });
});
