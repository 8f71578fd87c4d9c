import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../messages/booking';
import { checkoutSave, idleCheckoutSave, type CheckoutSave } from './checkoutSave';

const intent = { clientSecret: 'pi_1_secret_x', intentType: 'payment' as const, identity: 'car 1' };

describe('the checkout save', () => {
  it('goes saving → saved with the intent, and a new start drops the last notice', () => {
    const noticed: CheckoutSave = { ...idleCheckoutSave, notice: bookingMessages.totalChangedNotice };
    const saving = checkoutSave(noticed, { type: 'start' });
    expect(saving).to.deep.equal({ ...idleCheckoutSave, save: 'saving' });
    expect(checkoutSave(saving, { type: 'saved', intent })).to.deep.equal({ ...saving, save: 'saved', intent });
  });

  it('keeps a failure message until the next start, and a booking problem goes back to idle', () => {
    const failed = checkoutSave({ ...idleCheckoutSave, save: 'saving' }, { type: 'failed', message: 'No.' });
    expect(failed).to.include({ save: 'failed', saveError: 'No.' });
    expect(checkoutSave(failed, { type: 'start' }).save).to.equal('saving');
    expect(checkoutSave({ ...idleCheckoutSave, save: 'saving' }, { type: 'stopped' })).to.deep.equal(idleCheckoutSave);
  });

  it('a changed total or booking goes back to idle with its notice, and drops an intent', () => {
    const saved: CheckoutSave = { ...idleCheckoutSave, save: 'saved', intent };
    expect(
      checkoutSave(
        { ...idleCheckoutSave, save: 'saving' },
        { type: 'changed', notice: bookingMessages.totalChangedNotice },
      ),
    ).to.deep.equal({ ...idleCheckoutSave, notice: bookingMessages.totalChangedNotice });
    expect(checkoutSave(saved, { type: 'changed', notice: bookingMessages.bookingChangedNotice })).to.deep.equal({
      ...idleCheckoutSave,
      notice: bookingMessages.bookingChangedNotice,
    });
  });
});
