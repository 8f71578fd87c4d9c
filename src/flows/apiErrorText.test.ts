import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { ApiError, toApiError } from '../api/client';
import { CHUNK_FAILED } from '../lib/lazyOnce';
import { sharedMessages } from '../messages/shared';
import { apiErrorText } from './apiErrorText';

describe('apiErrorText', () => {
  it("gives the server's own message first", () => {
    const error = new ApiError({ kind: 'conflict', status: 409, message: 'Taken.', serverMessage: 'Taken.' });
    expect(apiErrorText(error)).to.equal('Taken.');
  });

  it('gives our words by kind when the server sent none', () => {
    expect(apiErrorText(toApiError(new TypeError('Failed to fetch')))).to.equal(sharedMessages.unreachable);
    expect(apiErrorText(toApiError(new DOMException('timed out', 'TimeoutError')))).to.equal(
      sharedMessages.requestTimedOut,
    );
    const chunk = Object.assign(new Error('gone'), { name: CHUNK_FAILED });
    expect(apiErrorText(toApiError(chunk))).to.equal(sharedMessages.chunkFailed);
    expect(apiErrorText(toApiError(new SyntaxError('bad json')))).to.equal(sharedMessages.unreadableAnswer);
    expect(apiErrorText(new ApiError({ kind: 'server', status: 500, message: 'HTTP 500' }))).to.equal(
      sharedMessages.requestFailed,
    );
  });
});
