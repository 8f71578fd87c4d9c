import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { bookingMessages } from '../messages/booking';
import { cardErrorMessage } from './cardErrorMessage';

describe('cardErrorMessage', () => {
  it("shows the provider's words for card and validation errors", () => {
    expect(cardErrorMessage({ type: 'card_error', message: 'Your card was declined.' }, true)).to.equal(
      'Your card was declined.',
    );
    expect(cardErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' }, true)).to.equal(
      'Your card number is incomplete.',
    );
  });

  it("shows the spec's words alone for any other failure", () => {
    expect(cardErrorMessage({ type: 'api_error', message: 'boom' }, true)).to.equal(bookingMessages.cardUnexpected);
    expect(cardErrorMessage(undefined, true)).to.equal(bookingMessages.cardUnexpected);
  });

  it("keeps the spec's words and adds the dropped-connection line when offline or unreachable", () => {
    const expected = `${bookingMessages.cardUnexpected} ${bookingMessages.cardConnectionLost}`;
    expect(
      cardErrorMessage({ type: 'api_connection_error', message: 'We could not reach the payment provider.' }, true),
    ).to.equal(expected);
    expect(cardErrorMessage(undefined, false)).to.equal(expected);
    expect(cardErrorMessage({ type: 'card_error', message: 'Your card was declined.' }, false)).to.equal(
      'Your card was declined.',
    );
  });
});
