import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../test/unit/setup';
import { axe, newHost, useOwnedValue } from '../../test/unit/fieldHarness';
import { sharedMessages } from '../messages/shared';
import { fieldMessages } from '../messages/fields';
import { DateField, type DateFieldProps } from './DateField';
import { labelDay } from './calendar/dayLabels';
import { loadCalendar } from './calendar/loadCalendar';

type HarnessProps = Omit<DateFieldProps, 'value' | 'onChange'> & {
  initial?: string;
  onChange?: (value: string) => void;
};

/** A parent that owns the value, as the islands do. */
function Harness({ initial, onChange, ...rest }: HarnessProps) {
  return <DateField {...rest} {...useOwnedValue(initial, onChange)} />;
}

let root: Root | undefined;
let host: HTMLElement;

async function render(props: Partial<HarnessProps> = {}) {
  host = newHost();
  root = createRoot(host);
  root.render(<Harness id="pickup" label="Pick up date" numberOfMonths={2} {...props} />);
  return waitUntil(() => host.querySelector<HTMLInputElement>('input'), 'the input');
}

/** The element with this role whose accessible name (aria-label or text) matches. */
function byRole(role: string, name: string | RegExp, scope: ParentNode = document): HTMLElement | null {
  const selector = role === 'button' ? 'button, [role="button"]' : `[role="${role}"]`;
  const all = Array.from(scope.querySelectorAll<HTMLElement>(selector));
  return (
    all.find((el) => {
      const accessible = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
      return typeof name === 'string' ? accessible === name : name.test(accessible);
    }) ?? null
  );
}

const dayButton = (ymdLabel: RegExp) => byRole('button', ymdLabel);
const dialog = () => host.querySelector<HTMLElement>('[role="dialog"]');
const calendarShown = () => waitUntil(() => dialog()?.querySelector('[role="grid"]'), 'the calendar');
/** Escape is a key press: it goes where focus is, so wait for the calendar to take focus. */
async function pressEscape() {
  await waitUntil(() => dialog()?.contains(document.activeElement), 'focus in the calendar');
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !dialog(), 'the calendar to close');
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
});

describe('DateField', () => {
  // The calendar chunk goes through the dev server's transform on first use (slow when cold,
  // with another file running): fetch it once here so the tests time the component, not that.
  before(async function () {
    this.timeout(30_000);
    await loadCalendar();
  });

  it('is a labelled read-only input showing dd/mm/yyyy, or dd/mm/yy when short', async () => {
    const input = await render({ initial: '2026-01-05' });
    expect(input.readOnly).to.equal(true);
    expect(input.labels?.[0]?.textContent).to.equal('Pick up date');
    expect(input.value).to.equal('05/01/2026');
    root!.render(<Harness id="pickup" label="Pick up date" initial="2026-01-05" display="short" />);
    await waitUntil(() => input.value === '05/01/26', 'short display');
    expect(byRole('button', `${sharedMessages.chooseDate}, Pick up date, 05/01/2026`, host)).to.not.equal(null);
  });

  it('ties the error to the input and marks it invalid and required', async () => {
    const input = await render({ error: 'Please select a pick up date', required: true });
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.required).to.equal(true);
    const error = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(error?.textContent).to.equal('Please select a pick up date');
  });

  it('opens on click, with focus on the selected day, and Escape closes it and returns focus', async () => {
    const input = await render({ initial: '2026-01-15' });
    input.click();
    await calendarShown();
    await waitUntil(() => document.activeElement === dayButton(/^15 January 2026/), 'focus on the selected day');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(), 'the calendar to close');
    expect(document.activeElement).to.equal(input);
  });

  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    it(`opens with ${key} on the input`, async () => {
      const input = await render({ initial: '2026-01-15' });
      input.focus();
      await sendKeys({ press: key });
      await calendarShown();
      await waitUntil(() => document.activeElement === dayButton(/^15 January 2026/), 'focus in the calendar');
    });
  }

  it('opens from the calendar button', async () => {
    await render({ initial: '2026-01-15' });
    byRole('button', /^Choose date/, host)!.click();
    await calendarShown();
    expect(byRole('button', /^Choose date/, host)!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('disables the days before min and after max', async () => {
    const input = await render({ initial: '2026-01-15', min: '2026-01-10', max: '2026-02-20' });
    input.click();
    await calendarShown();
    expect((dayButton(/^9 January 2026/) as HTMLButtonElement).disabled).to.equal(true);
    expect((dayButton(/^10 January 2026/) as HTMLButtonElement).disabled).to.equal(false);
    expect((dayButton(/^20 February 2026/) as HTMLButtonElement).disabled).to.equal(false);
    expect((dayButton(/^21 February 2026/) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('starts the week on Monday', async () => {
    const input = await render({ initial: '2026-01-15' });
    input.click();
    const grid = await calendarShown();
    const headers = Array.from(grid.querySelectorAll('th')).map((th) => th.getAttribute('aria-label'));
    expect(headers).to.deep.equal(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('chooses a day with the mouse: yyyy-mm-dd of that calendar day, closed, focus back on the input', async () => {
    const changes: string[] = [];
    const input = await render({ initial: '2026-03-30', onChange: (value) => changes.push(value) });
    input.click();
    await calendarShown();
    // 5 April 2026 is the end of daylight saving in Sydney/Melbourne: a day that drifts if a Date is taken as UTC.
    dayButton(/^5 April 2026/)!.click();
    await waitUntil(() => !dialog(), 'the calendar to close');
    expect(changes).to.deep.equal(['2026-04-05']);
    expect(input.value).to.equal('05/04/2026');
    expect(document.activeElement).to.equal(input);
  });

  it('chooses a day with the keyboard', async () => {
    const changes: string[] = [];
    const input = await render({ initial: '2026-12-31', onChange: (value) => changes.push(value) });
    input.focus();
    await sendKeys({ press: 'Enter' });
    await calendarShown();
    await waitUntil(() => document.activeElement === dayButton(/^31 December 2026/), 'focus on the selected day');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => document.activeElement === dayButton(/^1 January 2027/), 'focus on the next day');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !dialog(), 'the calendar to close');
    expect(changes).to.deep.equal(['2027-01-01']);
    expect(document.activeElement).to.equal(input);
  });

  it('opens on defaultMonth, else min, when empty', async () => {
    const input = await render({ defaultMonth: '2005-01-01', numberOfMonths: 1 });
    input.click();
    const grid = await calendarShown();
    expect(grid.getAttribute('aria-label')).to.equal('January 2005');
    root!.unmount();
    const second = await render({ min: '2030-07-04', numberOfMonths: 1 });
    second.click();
    expect((await calendarShown()).getAttribute('aria-label')).to.equal('July 2030');
  });

  it('marks the range: start, middle days and end', async () => {
    const input = await render({ initial: '2026-01-15', rangeStart: '2026-01-15', rangeEnd: '2026-01-18' });
    input.click();
    await calendarShown();
    const cell = (day: number) => dayButton(new RegExp(`^${day} January 2026`))!.closest('td')!;
    expect(cell(15).classList.contains('rdp-range_start')).to.equal(true);
    expect(cell(16).classList.contains('rdp-range_middle')).to.equal(true);
    expect(cell(17).classList.contains('rdp-range_middle')).to.equal(true);
    expect(cell(18).classList.contains('rdp-range_end')).to.equal(true);
    expect(cell(19).className).not.to.match(/range/);
  });

  it('closes on a press outside, without taking focus', async () => {
    const input = await render({ initial: '2026-01-15' });
    input.click();
    await calendarShown();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitUntil(() => !dialog(), 'the calendar to close');
  });

  it('closes when focus moves out of the field (Tab), not when it moves inside', async () => {
    const input = await render({ initial: '2026-01-15' });
    const after = document.createElement('button');
    after.textContent = 'Next field';
    document.body.append(after);
    try {
      input.click();
      await calendarShown();
      await waitUntil(() => dialog()?.contains(document.activeElement), 'focus in the calendar');
      byRole('button', fieldMessages.calendarNextMonth, host)!.focus();
      expect(dialog()).to.not.equal(null);
      after.focus();
      await waitUntil(() => !dialog(), 'the calendar to close');
    } finally {
      after.remove();
    }
  });

  it('typeable: the input is editable, and picking a day sets the text and the value', async () => {
    const texts: string[] = [];
    const changes: string[] = [];
    function Typeable() {
      const [text, setText] = useState('15/06/1990');
      return (
        <DateField
          id="birthday"
          label="Birth date"
          value=""
          onChange={(value) => changes.push(value)}
          captionLayout="dropdown"
          min="1950-01-01"
          max="2005-01-01"
          numberOfMonths={1}
          typeable={{ text, onTextChange: (next) => (texts.push(next), setText(next)) }}
        />
      );
    }
    host = newHost();
    root = createRoot(host);
    root.render(<Typeable />);
    const input = await waitUntil(() => host.querySelector('input'), 'the input');
    expect(input.readOnly).to.equal(false);
    input.focus();
    input.select();
    await sendKeys({ type: '01/02/1991' });
    await waitUntil(() => input.value === '01/02/1991', 'typed text');
    expect(texts.at(-1)).to.equal('01/02/1991');
    byRole('button', /^Choose date, Birth date, 01\/02\/1991$/, host)!.click();
    await calendarShown();
    expect(
      byRole('combobox', fieldMessages.calendarYear) ??
        host.querySelector(`select[aria-label="${fieldMessages.calendarYear}"]`),
    ).to.not.equal(null);
    dayButton(/^20 February 1991/)!.click();
    await waitUntil(() => !dialog(), 'the calendar to close');
    expect(texts.at(-1)).to.equal('20/02/1991');
    expect(changes).to.deep.equal(['1991-02-20']);
  });

  it('shows one month below 768 px and two from 768 px (real viewport)', async () => {
    const wide = () => window.matchMedia('(min-width: 768px)').matches;
    await setViewport({ width: 767, height: 900 });
    // Background test pages keep rendering (web-test-runner.config.mjs flags), so the viewport applies.
    await waitUntil(() => !wide(), 'the narrow viewport', 3000);
    host = newHost();
    root = createRoot(host);
    root.render(<Harness id="d" label="Return date" initial="2026-01-15" />);
    const input = await waitUntil(() => host.querySelector('input'), 'the input');
    input.click();
    await calendarShown();
    expect(host.querySelectorAll('[role="grid"]').length).to.equal(1);
    await pressEscape();
    await setViewport({ width: 768, height: 900 });
    input.click();
    await waitUntil(() => host.querySelectorAll('[role="grid"]').length === 2, 'two months');
    await setViewport({ width: 800, height: 600 });
  });

  it('follows the (min-width: 768px) media query while open, and reads it again on open', async () => {
    const listeners = new Set<() => void>();
    let matches = false;
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(min-width: 768px)'
        ? ({
            get matches() {
              return matches;
            },
            addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
          } as unknown as MediaQueryList)
        : original.call(window, query);
    try {
      const input = await render({ initial: '2026-01-15', numberOfMonths: undefined });
      input.click();
      await calendarShown();
      expect(host.querySelectorAll('[role="grid"]').length).to.equal(1);
      matches = true;
      listeners.forEach((listener) => listener());
      await waitUntil(() => host.querySelectorAll('[role="grid"]').length === 2, 'two months');
      await pressEscape();
      matches = false; // no change event, as in a page that was in the background
      input.click();
      await waitUntil(() => host.querySelectorAll('[role="grid"]').length === 1, 'one month on reopening');
    } finally {
      window.matchMedia = original;
    }
  });

  it('has no axe violations with the calendar open (day names start with the visible number)', async () => {
    const input = await render({
      initial: '2026-01-15',
      min: '2026-01-10',
      rangeStart: '2026-01-15',
      rangeEnd: '2026-01-18',
      error: 'Please select a pick up date',
    });
    input.click();
    await calendarShown();
    const results = await axe.run(host);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).to.deep.equal([]);
  });

  it('labels a day "5 January 2026, Monday"', () => {
    expect(labelDay(new Date(2026, 0, 5))).to.equal('5 January 2026, Monday');
    expect(labelDay(new Date(2026, 0, 5), { today: true, selected: true })).to.equal(
      '5 January 2026, Monday, today, selected',
    );
  });
});
