import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { keepForReload, keptForReload } from './keptForReload';

describe('keptForReload', () => {
  afterEach(() => history.replaceState(null, ''));

  it('gives back what was kept once, then nothing', () => {
    keepForReload({ pickupDate: '2026-12-01' });
    expect(keptForReload()).to.deep.equal({ pickupDate: '2026-12-01' });
    expect(keptForReload()).to.equal(undefined);
  });

  it("keeps the host page's own history state", () => {
    history.replaceState({ host: 1 }, '');
    keepForReload({ promoCode: 'X' });
    expect(keptForReload()).to.deep.equal({ promoCode: 'X' });
    expect((history.state as { host?: number }).host).to.equal(1);
  });
});
