import { useId, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../lib/money';
import { subscriptionMessages } from '../messages/subscription';
import { subscription } from '../state/subscription';
import { subscriptionLiability } from '../state/subscriptionLiability';
import { Dialog } from '../ui/Dialog';
import { frequencyUnit } from './packages';
import './PremiumLiability.css';

/**
 * The Premium Liability Reduction checkbox, 'Add $amount/frequency on your car
 * subscription', with a View Details dialog (spec §2). Shown on the car list and
 * again on checkout; the caller decides what a change does.
 */
export function PremiumLiability({
  onChange,
  disabled,
  headingLevel = 3,
}: {
  onChange: (hasInsurance: boolean) => void;
  disabled?: boolean;
  /** 2 where the host page's heading is the step's only one above it (the checkout). */
  headingLevel?: 2 | 3;
}) {
  useSignals();
  const id = useId();
  const [details, setDetails] = useState(false);
  const { amount, hasInsurance } = subscriptionLiability.value;
  const unit = frequencyUnit(subscription.value.paymentFrequency);
  if (!(amount > 0)) return null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="chw-sub-liability" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className="chw-sub-liability__title">
        {subscriptionMessages.subLiabilityTitle}
      </Title>
      <div className="chw-sub-liability__row">
        <label className="chw-checkbox" htmlFor={`${id}-box`}>
          <input
            id={`${id}-box`}
            type="checkbox"
            checked={hasInsurance}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <span>{subscriptionMessages.subLiabilityAdd(`${formatMoney(amount)}${unit}`)}</span>
        </label>
        <button type="button" className="chw-link" onClick={() => setDetails(true)}>
          {subscriptionMessages.subViewDetails}
        </button>
      </div>
      <Dialog open={details} title={subscriptionMessages.subLiabilityTitle} onClose={() => setDetails(false)}>
        <p>{subscriptionMessages.subLiabilityDetails}</p>
        <p>{subscriptionMessages.subLiabilityAdd(`${formatMoney(amount)}${unit}`)}</p>
      </Dialog>
    </section>
  );
}
