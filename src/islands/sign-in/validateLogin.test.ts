import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { messages } from '../../messages';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('gives each field its first failing §5 rule', () => {
    expect(validateLogin('', '')).to.deep.equal({
      email: messages.loginEmailRequired,
      password: messages.loginPasswordRequired,
    });
    expect(validateLogin('  ', 'x')).to.deep.equal({ email: messages.loginEmailRequired });
    expect(validateLogin('staff@demo', 'x')).to.deep.equal({ email: messages.loginEmailInvalid });
    expect(validateLogin('staff@demo.test', '')).to.deep.equal({ password: messages.loginPasswordRequired });
    expect(validateLogin('staff@demo.test', 'demo1234')).to.deep.equal({});
  });
});
