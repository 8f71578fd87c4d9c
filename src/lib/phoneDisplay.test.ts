import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { displayPhone } from './phoneDisplay';

describe('displayPhone', () => {
  it('writes Australian numbers the Australian way, others in international form', () => {
    expect(displayPhone('+61730000000')).to.equal('(07) 3000 0000');
    expect(displayPhone('+61290000000')).to.equal('(02) 9000 0000');
    expect(displayPhone('+61412345678')).to.equal('0412 345 678');
    expect(displayPhone('+6413001234')).to.equal('+6413001234');
    expect(displayPhone('+6113001234')).to.equal('+6113001234');
    expect(displayPhone('+442071234567')).to.equal('+442071234567');
  });
});
