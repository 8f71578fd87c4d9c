import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { cookieName, getCookie, removeCookie, setCookie, setCookiePrefix } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    removeCookie('booking_token');
    removeCookie('auth_token');
    setCookiePrefix('chw');
  });

  it('uses the configured prefix', () => {
    expect(cookieName('auth_token')).to.equal('chw_auth_token');
    setCookiePrefix('acme');
    expect(cookieName('booking_token')).to.equal('acme_booking_token');
  });

  it('sets, reads and removes a cookie on path /', () => {
    setCookie('booking_token', 'tok en;=1', 60);
    expect(getCookie('booking_token')).to.equal('tok en;=1');
    expect(document.cookie).to.contain('chw_booking_token=');
    removeCookie('booking_token');
    expect(getCookie('booking_token')).to.equal('');
  });

  it('writes path=/, SameSite=Lax, an expiry, and Secure only on https', () => {
    const writes: string[] = [];
    const fake = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
      location: { protocol: 'https:' },
    } as unknown as Document;
    setCookie('auth_token', 'x', 90, fake);
    // A relative max-age, so a wrong device clock cannot expire it at once.
    expect(writes[0]).to.equal('chw_auth_token=x; max-age=5400; path=/; SameSite=Lax; Secure');
    (fake as unknown as { location: { protocol: string } }).location.protocol = 'http:';
    setCookie('auth_token', 'x', 1, fake);
    expect(writes[1]).not.to.contain('Secure');
  });

  it('does not confuse cookies whose names share a suffix', () => {
    document.cookie = 'xchw_auth_token=wrong; path=/';
    expect(getCookie('auth_token')).to.equal('');
    document.cookie = 'xchw_auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
