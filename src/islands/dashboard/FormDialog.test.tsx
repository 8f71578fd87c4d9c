import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../../test/unit/setup';
import { staffMessages } from '../../messages/staff';
import { FormDialog } from './FormDialog';

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(busy: boolean) {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  root.render(
    <FormDialog
      open
      title="Note"
      onClose={() => undefined}
      submitLabel="Save"
      busy={busy}
      failure=""
      onSubmit={(event) => event.preventDefault()}
    >
      <input aria-label="Field" />
    </FormDialog>,
  );
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
  host = undefined;
});

describe('FormDialog', () => {
  it('keeps the focus on its submit button while busy (aria-disabled, not disabled), so it stays in the dialog', async () => {
    render(false);
    const submit = await waitUntil(
      () => document.querySelector<HTMLButtonElement>('.chw-dialog button[type="submit"]'),
      'the submit button',
    );
    // The dialog moves the focus in when it opens: after that, the person tabs to the button.
    await waitUntil(() => submit.closest('.chw-dialog')?.contains(document.activeElement), 'the focus in the dialog');
    submit.focus();
    expect(document.activeElement === submit, 'the focus on the submit button').to.equal(true);
    render(true);
    await waitUntil(() => submit.textContent === staffMessages.saving, 'the busy words');
    // A disabled button would have dropped the focus (to <body>) by now.
    expect(document.activeElement === submit, 'the focus on the submit button').to.equal(true);
    expect(submit.disabled).to.equal(false);
    expect(submit.getAttribute('aria-disabled')).to.equal('true');
  });
});
