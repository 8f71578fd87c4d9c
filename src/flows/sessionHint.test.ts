import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { maySession, SESSION_HINT_KEY } from './sessionHint';
import { forgetSession, rememberSession } from './rememberSession';

describe('manage session hint', () => {
  afterEach(() => localStorage.removeItem(SESSION_HINT_KEY));

  it('a first visit has no session to ask about', () => {
    expect(maySession()).to.equal(false);
  });

  it('a session opened here is asked about until it ends, and never after', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    rememberSession('2026-12-01T01:00:00.000Z');
    expect(localStorage.getItem(SESSION_HINT_KEY)).to.equal('2026-12-01T01:00:00.000Z');
    expect(maySession(now)).to.equal(true);
    expect(maySession(now + 60 * 60_000)).to.equal(false);
  });

  it('signed out or ended: forgotten', () => {
    rememberSession('2999-01-01T00:00:00.000Z');
    forgetSession();
    expect(maySession()).to.equal(false);
  });

  it('an unreadable time asks the server, which decides', () => {
    localStorage.setItem(SESSION_HINT_KEY, 'soon');
    expect(maySession()).to.equal(true);
  });
});
