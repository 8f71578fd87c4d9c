import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../test/unit/setup';
import { axe, newHost, useOwnedValue } from '../../test/unit/fieldHarness';
import { lazyOnce } from '../lib/lazyOnce';
import { fieldMessages } from '../messages/fields';
import { Dialog } from './Dialog';
import { PhoneField, phoneInputChunk, type PhoneFieldProps } from './PhoneField';

type HarnessProps = Partial<Omit<PhoneFieldProps, 'value' | 'onChange'>> & {
  initial?: string;
  onChange?: (value: string) => void;
};

/** A parent that owns the value, as the islands do. */
function Harness({ initial, onChange, ...rest }: HarnessProps) {
  return <PhoneField id="mobile" label="Mobile number" {...rest} {...useOwnedValue(initial, onChange)} />;
}

let root: Root | undefined;
let host: HTMLElement;

async function render(props: HarnessProps = {}) {
  host = newHost();
  root = createRoot(host);
  root.render(<Harness {...props} />);
  return waitUntil(() => host.querySelector<HTMLInputElement>('input[type="tel"]'), 'the input');
}

/** The country button, once intl-tel-input has enhanced the field (it loads when the page is idle at the latest). */
const countryButton = () =>
  waitUntil(() => host.querySelector<HTMLElement>('.iti button[aria-label$="change country"]'), 'intl-tel-input', 8000);

/** The stand-in country button that the field paints before intl-tel-input arrives. */
const standIn = () => host.querySelector<HTMLButtonElement>('.chw-phone__stand-in button');

/** Holds intl-tel-input's chunk back until `release()`, as a slow link would. */
function holdLibrary() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  phoneInputChunk.load = lazyOnce(() => gate.then(() => import('./PhoneFieldIti')));
  return { release };
}

const violations = async (scope: Element) =>
  (await axe.run(scope)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
});

describe('PhoneField', () => {
  // intl-tel-input and its utils go through the dev server's transform on first use (slow when
  // cold, with another file running): fetch them once here so the tests time the component.
  before(async function () {
    this.timeout(30_000);
    await Promise.all([import('./PhoneFieldIti'), import('intl-tel-input/utils')]);
  });

  it('renders a labelled tel input at once, before intl-tel-input arrives', () => {
    host = newHost();
    root = createRoot(host);
    root.render(<Harness initial="0412 345 678" error="Please enter your contact number" required />);
    // Synchronously after render: no library yet, but a usable field.
    const input = host.querySelector<HTMLInputElement>('input[type="tel"]')!;
    expect(input).to.not.equal(null);
    expect(input.labels?.[0]?.textContent).to.equal('Mobile number');
    expect(input.value).to.equal('0412 345 678');
    expect(input.required).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal(
      'Please enter your contact number',
    );
  });

  it('enhances the same input with Australia (+61) selected, keeping the value, and reports the country once', async () => {
    const countries: string[] = [];
    const input = await render({
      initial: '0412 345 678',
      onCountryChange: (iso2, dial) => countries.push(`${iso2} ${dial}`),
    });
    const button = await countryButton();
    expect(button.getAttribute('aria-label')).to.equal(fieldMessages.phoneCountryButton('+61', 'Australia'));
    expect(button.textContent).to.contain('+61');
    expect(host.querySelector('input[type="tel"]')).to.equal(input);
    expect(input.value).to.equal('0412 345 678');
    expect(input.labels?.[0]?.textContent).to.equal('Mobile number');
    expect(countries).to.deep.equal(['au 61']);
  });

  it('digitsOnly strips non-digits and leading zeros as the user types', async () => {
    const changes: string[] = [];
    const input = await render({ digitsOnly: true, onChange: (value) => changes.push(value) });
    await countryButton();
    input.focus();
    await sendKeys({ type: '0-4a1 2' });
    await waitUntil(() => input.value === '412', 'the cleaned value');
    expect(changes.at(-1)).to.equal('412');
    expect(changes.every((value) => /^[1-9]\d*$|^$/.test(value))).to.equal(true);
  });

  it('passes other text through as typed', async () => {
    const changes: string[] = [];
    const input = await render({ onChange: (value) => changes.push(value) });
    await countryButton();
    input.focus();
    await sendKeys({ type: '0412' });
    await waitUntil(() => changes.at(-1) === '0412', 'the typed value');
  });

  it('takes a new value from the parent', async () => {
    host = newHost();
    root = createRoot(host);
    root.render(<PhoneField id="mobile" label="Mobile number" value="0412" onChange={() => undefined} />);
    const input = host.querySelector<HTMLInputElement>('input[type="tel"]')!;
    await countryButton();
    root.render(<PhoneField id="mobile" label="Mobile number" value="" onChange={() => undefined} />);
    await waitUntil(() => input.value === '', 'the cleared value');
    expect(host.querySelector('input[type="tel"]')).to.equal(input);
  });

  it('fires onCountryChange when the user picks a country with the keyboard (searchable list, us and gb first)', async () => {
    const countries: string[] = [];
    await render({ onCountryChange: (iso2, dial) => countries.push(`${iso2} ${dial}`) });
    const button = await countryButton();
    button.click();
    const options = await waitUntil(() => Array.from(host.querySelectorAll('[role="option"]')), 'the country list');
    expect(options.slice(0, 2).map((o) => o.getAttribute('data-iso2'))).to.deep.equal(['us', 'gb']);
    const search = await waitUntil(
      () => host.querySelector<HTMLInputElement>('input[type="search"], input[role="combobox"]'),
      'the search box',
    );
    expect(document.activeElement).to.equal(search);
    await sendKeys({ type: 'New Zealand' });
    // The library's 100 ms search debounce.
    await waitUntil(
      () =>
        host
          .querySelector<HTMLInputElement>('input[role="combobox"]')
          ?.getAttribute('aria-activedescendant')
          ?.endsWith('__item-nz'),
      'New Zealand highlighted',
    );
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => countries.includes('nz 64'), 'the country change');
    expect(countries).to.deep.equal(['au 61', 'nz 64']);
  });

  it('selects a country given by the country prop', async () => {
    const countries: string[] = [];
    await render({ country: 'gb', onCountryChange: (iso2, dial) => countries.push(`${iso2} ${dial}`) });
    await countryButton();
    expect(countries).to.deep.equal(['gb 44']);
  });

  it('reports validity with the lazily loaded utils', async () => {
    const validity: (boolean | null)[] = [];
    const input = await render({ initial: '0412 345 678', onValidityChange: (valid) => validity.push(valid) });
    await countryButton();
    // null (unknown) until the utils chunk arrives.
    await waitUntil(() => validity.at(-1) === true, 'the utils and a validity report');
    expect(validity.filter((valid) => valid !== null)).to.deep.equal([true]);
    input.focus();
    input.select();
    await sendKeys({ type: '12' });
    await waitUntil(() => validity.at(-1) === false, 'an invalid number');
  });

  it('has no axe violations, closed and with the country list open', async () => {
    await render({ initial: '0412 345 678', error: 'Please enter a valid contact number', required: true });
    const button = await countryButton();
    expect(await violations(host)).to.deep.equal([]);
    button.click();
    await waitUntil(() => host.querySelector('[role="option"]'), 'the country list');
    expect(await violations(host)).to.deep.equal([]);
  });

  it('inside a modal Dialog, the list opens in the dialog and Escape closes only the list', async () => {
    let closed = 0;
    host = newHost();
    root = createRoot(host);
    root.render(
      <Dialog open title="Book by phone" onClose={() => (closed += 1)}>
        <Harness digitsOnly />
      </Dialog>,
    );
    const button = await waitUntil(
      () => document.querySelector<HTMLElement>('[role="dialog"] .iti button[aria-label$="change country"]'),
      'intl-tel-input',
      8000,
    );
    button.click();
    const modal = document.querySelector('[role="dialog"]')!;
    await waitUntil(() => modal.querySelector('[role="option"]'), 'the list inside the dialog');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => button.getAttribute('aria-expanded') === 'false', 'the list to close');
    expect(closed).to.equal(0);
    expect(document.activeElement).to.equal(button);
  });
  describe('before intl-tel-input arrives', () => {
    afterEach(() => {
      // The next field fetches the (cached) chunk afresh.
      phoneInputChunk.load = lazyOnce(() => import('./PhoneFieldIti'));
    });

    it('paints a real country button (Australia, +61, its accessible name) beside a plain input, axe clean', async () => {
      holdLibrary();
      await render({ initial: '0412 345 678' });
      const button = standIn()!;
      expect(button).to.not.equal(null);
      expect(button.type).to.equal('button');
      expect(button.getAttribute('aria-label')).to.equal(fieldMessages.phoneCountryButton('+61', 'Australia'));
      expect(button.textContent).to.equal('+61');
      expect(button.querySelector('.iti__flag.iti__au')).to.not.equal(null);
      expect(host.querySelector('.iti')).to.equal(null);
      expect(await violations(host)).to.deep.equal([]);
    });

    it('keeps digits typed before the library arrives, cleaned by the same rules, with the focus and caret', async () => {
      const { release } = holdLibrary();
      const changes: string[] = [];
      const input = await render({ digitsOnly: true, onChange: (value) => changes.push(value) });
      input.focus();
      await sendKeys({ type: '0-4a1 2' });
      await waitUntil(() => input.value === '412', 'the cleaned value');
      expect(host.querySelector('.iti')).to.equal(null);
      release();
      await countryButton();
      expect(host.querySelector('input[type="tel"]')).to.equal(input);
      expect(input.value).to.equal('412');
      expect(document.activeElement).to.equal(input);
      expect(standIn()).to.equal(null);
      await sendKeys({ type: '3' });
      await waitUntil(() => changes.at(-1) === '4123', 'typing on after the hand-over');
    });

    it('keeps a number typed as written, and the caret in the middle of it, across the hand-over', async () => {
      const { release } = holdLibrary();
      const changes: string[] = [];
      const input = await render({ onChange: (value) => changes.push(value) });
      input.focus();
      await sendKeys({ type: '0412 345 678' });
      await waitUntil(() => changes.at(-1) === '0412 345 678', 'the typed number reported');
      input.setSelectionRange(4, 4);
      release();
      await countryButton();
      expect(input.value).to.equal('0412 345 678');
      expect(document.activeElement).to.equal(input);
      expect([input.selectionStart, input.selectionEnd]).to.deep.equal([4, 4]);
    });

    it('a click on the country button loads the library and opens its searchable list in one go', async () => {
      const { release } = holdLibrary();
      const countries: string[] = [];
      await render({ onCountryChange: (iso2, dial) => countries.push(`${iso2} ${dial}`) });
      standIn()!.click();
      release();
      await waitUntil(() => host.querySelector('[role="option"]'), 'the country list');
      const search = await waitUntil(
        () => host.querySelector<HTMLInputElement>('input[role="combobox"]'),
        'the search box',
      );
      expect(document.activeElement).to.equal(search);
      expect(standIn()).to.equal(null);
      expect((await countryButton()).getAttribute('aria-expanded')).to.equal('true');
      expect(countries).to.deep.equal(['au 61']);
    });

    it('by keyboard: Tab reaches the country button, ArrowDown opens the list, a country can be chosen', async () => {
      const { release } = holdLibrary();
      const countries: string[] = [];
      const input = await render({ onCountryChange: (iso2, dial) => countries.push(`${iso2} ${dial}`) });
      input.focus();
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(document.activeElement).to.equal(standIn());
      await sendKeys({ press: 'ArrowDown' });
      release();
      const search = await waitUntil(
        () => host.querySelector<HTMLInputElement>('input[role="combobox"]'),
        'the search box',
      );
      await waitUntil(() => document.activeElement === search, 'the focus in the search box');
      await sendKeys({ type: 'New Zealand' });
      await waitUntil(
        () => search.getAttribute('aria-activedescendant')?.endsWith('__item-nz'),
        'New Zealand highlighted',
      );
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => countries.includes('nz 64'), 'the country change');
    });
  });
});
