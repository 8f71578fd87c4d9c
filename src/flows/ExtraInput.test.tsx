import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../test/unit/setup';
import { axe, newHost } from '../../test/unit/fieldHarness';
import type { Extra } from '../api/types';
import { liabilityExtrasMessages as text } from '../messages/liabilityExtras';
import { ExtraInput } from './ExtraInput';

const seat: Extra = {
  id: 3,
  name: 'Baby Seat',
  description: 'Rear-facing infant capsule.',
  icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
  label: '$12.00/day each (max $60)',
  totalfeeamount: 36,
  formType: 1,
  Increment: 1,
  max_qty: 3,
};
const gps: Extra = { ...seat, id: 1, name: 'GPS Navigation', formType: 0, max_qty: 1, label: '$10.00/day' };

/** A parent that owns the quantity, as step 2 and the manage editor do; every change is reported. */
function Harness({
  extra,
  initial,
  excluded,
  changes,
}: {
  extra: Extra;
  initial: number;
  excluded: boolean;
  changes: number[];
}) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <ul className="chw-extras">
      <ExtraInput
        extra={extra}
        quantity={quantity}
        excluded={excluded}
        onChange={(next) => {
          changes.push(next);
          setQuantity(next);
        }}
      />
    </ul>
  );
}

let root: Root | undefined;
let host: HTMLElement;
let changes: number[];

async function render(extra: Extra, { initial = 0, excluded = false } = {}) {
  host = newHost();
  changes = [];
  root = createRoot(host);
  root.render(<Harness extra={extra} initial={initial} excluded={excluded} changes={changes} />);
  return waitUntil(() => host.querySelector('li'), 'the extra');
}

const button = (label: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const plus = (extra: Extra) => button(text.increaseQuantity(extra.name));
const minus = (extra: Extra) => button(text.decreaseQuantity(extra.name));
const value = () => host.querySelector('output')!.textContent;
/** Presses a button as a renter does: one press, then the next render. */
async function press(target: () => HTMLButtonElement, times = 1) {
  for (let i = 0; i < times; i += 1) {
    const before = value();
    target().click();
    await waitUntil(() => value() !== before || target().getAttribute('aria-disabled') === 'true', 'the press');
  }
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
});

describe('ExtraInput', () => {
  it('shows the icon, name, description and price with its note, as step 2 does', async () => {
    const item = await render(seat);
    expect(item.querySelector('img')?.getAttribute('src')).to.equal(seat.icon);
    expect(item.querySelector('img')?.getAttribute('alt')).to.equal('');
    expect(item.querySelector('.chw-extra__name')?.textContent).to.equal('Baby Seat');
    expect(item.querySelector('.chw-extra__description')?.textContent).to.equal(seat.description);
    expect(item.querySelector('.chw-extra__price')?.textContent).to.equal('$36.00 $12.00/day each (max $60)');
  });

  it('is a labelled checkbox for formType 0 and for a maximum of 1, giving 1 or 0', async () => {
    for (const extra of [gps, { ...seat, max_qty: 1 }]) {
      await render(extra);
      const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
      expect(box.labels?.[0]?.textContent).to.equal(extra.name);
      expect(host.querySelector('output')).to.equal(null);
      box.click();
      await waitUntil(() => box.checked, 'checked');
      box.click();
      await waitUntil(() => !box.checked, 'unchecked');
      expect(changes).to.deep.equal([1, 0]);
      root?.unmount();
      host.remove();
    }
  });

  it('is a stepper named by the extra, from 0 up to its maximum and no further', async () => {
    await render(seat);
    const group = host.querySelector('[role="group"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).to.equal('Baby Seat');
    expect(host.querySelector('output')?.getAttribute('aria-label')).to.equal(text.quantityOf('Baby Seat'));
    expect(minus(seat).getAttribute('aria-disabled')).to.equal('true');
    minus(seat).click();
    await press(() => plus(seat), 4);
    expect(value()).to.equal('3');
    expect(changes).to.deep.equal([1, 2, 3]);
    expect(plus(seat).getAttribute('aria-disabled')).to.equal('true');
    const reason = document.getElementById(plus(seat).getAttribute('aria-describedby')!);
    expect(reason?.textContent).to.equal(text.maxQuantityReached(3));
    expect(reason?.textContent).to.equal('Up to 3 per booking');
  });

  it('moves by the Increment and stops at the last whole step under max_qty', async () => {
    const pairs = { ...seat, Increment: 2, max_qty: 5 };
    await render(pairs);
    await press(() => plus(pairs), 3);
    expect(value()).to.equal('4');
    expect(changes).to.deep.equal([2, 4]);
    expect(host.querySelector('.chw-stepper__max')?.textContent).to.equal('Up to 4 per booking');
    await press(() => minus(pairs));
    expect(value()).to.equal('2');
  });

  it('works from the keyboard, the focus staying on the button at either end', async () => {
    await render(seat, { initial: 2 });
    plus(seat).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => value() === '3', 'up to the maximum');
    await sendKeys({ press: 'Space' });
    expect(document.activeElement).to.equal(plus(seat));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(document.activeElement).to.equal(minus(seat));
    for (const next of ['2', '1', '0', '0']) {
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => value() === next, `down to ${next}`);
    }
    expect(document.activeElement).to.equal(minus(seat));
    expect(changes).to.deep.equal([3, 2, 1, 0]);
  });

  it('greys an extra the cover includes, with the reason tied to it', async () => {
    await render(gps, { excluded: true });
    const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.disabled).to.equal(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).to.equal(
      text.excludedByLiability,
    );
    root?.unmount();
    host.remove();
    await render(seat, { excluded: true });
    expect(plus(seat).disabled).to.equal(true);
    expect(minus(seat).disabled).to.equal(true);
  });

  it('has no axe violations as a checkbox or a stepper at its maximum', async () => {
    await render(gps, { initial: 1 });
    const results = await axe.run(host);
    expect(results.violations).to.deep.equal([]);
    root?.unmount();
    host.remove();
    await render(seat, { initial: 3 });
    expect((await axe.run(host)).violations).to.deep.equal([]);
  });
});
