import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { staffMessages } from '../../messages/staff';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('gives each field its first failing §5 rule', () => {
    expect(validateLogin('', '')).to.deep.equal({
      email: staffMessages.loginEmailRequired,
      password: staffMessages.loginPasswordRequired,
    });
    expect(validateLogin('  ', 'x')).to.deep.equal({ email: staffMessages.loginEmailRequired });
    expect(validateLogin('staff@demo', 'x')).to.deep.equal({ email: staffMessages.loginEmailInvalid });
    expect(validateLogin('staff@demo.test', '')).to.deep.equal({ password: staffMessages.loginPasswordRequired });
    expect(validateLogin('staff@demo.test', 'demo1234')).to.deep.equal({});
  });
});
