import { expect } from '@open-wc/testing';
import { assertNoUnexpectedConsoleErrors, expectConsoleError } from '../../test/unit/setup';

describe('component tests fail on an unexpected console.error', () => {
  it('the after-each check throws for an unannounced error', () => {
    expect(() => assertNoUnexpectedConsoleErrors([['Warning: something broke']], [])).to.throw(
      /Unexpected console.error: Warning: something broke/,
    );
  });

  it('the check passes when the error was announced, once per announcement', () => {
    expect(() => assertNoUnexpectedConsoleErrors([['[chw] boom']], [/boom/])).not.to.throw();
    expect(() => assertNoUnexpectedConsoleErrors([['[chw] boom'], ['[chw] boom']], [/boom/])).to.throw(/boom/);
  });

  it('a console.error during a test is seen by the hook (announced here, so this test passes)', () => {
    expectConsoleError(/announced failure/);
    console.error('announced failure');
  });
});
