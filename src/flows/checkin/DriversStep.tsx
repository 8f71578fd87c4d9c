import { useRef, useState } from 'react';
import { removeDriver, type Checkin, type CheckinDriver } from '../../api/checkin';
import { ymdToDisplay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { checkinMessages } from '../../messages/checkin';
import { FailureAlert } from '../../ui/FailureAlert';
import { DriverFee } from './DriverFee';
import { DriverPhotos } from './DriverPhotos';
import { OtherDriverForm } from './OtherDriverForm';
import { NextStep } from './StepSubmit';
import { useStepSave, type StepProps } from './useStepSave';

/** The driver whose form is open: one saved before (their id), a new one, or none. */
type Open = number | 'new' | null;

const nameOf = (driver: CheckinDriver) => checkinMessages.checkinDriverName(driver.first_name, driver.last_name);

/** What the status line says once a driver is removed: the fee that went back, or the new total. */
function removedText(name: string, before: Checkin, after: Checkin & { refund?: number }): string {
  if (after.refund) return checkinMessages.checkinDriverRemovedRefund(name, formatMoney(after.refund));
  if (before.driver_fee?.on_remove && before.payment_type === 'L' && after.total !== undefined)
    return checkinMessages.checkinDriverRemovedTotal(name, formatMoney(after.total));
  return checkinMessages.checkinDriverRemoved(name);
}

/**
 * Step 3, the other drivers: each with its licence (the number's last four digits once saved), its
 * photos, "Change the details" (the same form and rules as adding) and Remove; "Add a driver" up
 * to the booking's most. Where the branch charges an additional-driver fee it says so, a driver
 * added is paid for as a change of the booking (DriverFee) and removing one gives the fee back.
 * Whatever happened is said in a status line that takes the focus (the list under it changed); a
 * form closed without saving gives the focus back to the button that opened it.
 */
export function DriversStep(props: StepProps) {
  const { checkin, onState, onSessionEnded, onNext, withinManage } = props;
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState('');
  const saidRef = useRef<HTMLParagraphElement>(null);
  const buttons = useRef(new Map<number | 'new', HTMLButtonElement | null>());
  const { busy, alert, failure, save } = useStepSave(props);
  const others = checkin.drivers.filter((driver) => !driver.main);
  const full = checkin.drivers.length >= checkin.drivers_max;
  const main = checkin.drivers.find((driver) => driver.main);
  const fee = checkin.driver_fee ?? null;
  const session = { checkin, onState, onSessionEnded };
  const tell = (text: string) => {
    setOpen(null);
    setSaid(text);
    window.requestAnimationFrame(() => saidRef.current?.focus());
  };
  const back = (which: number | 'new') => {
    setOpen(null);
    window.requestAnimationFrame(() => buttons.current.get(which)?.focus());
  };
  const form = (driver?: CheckinDriver) => (
    <OtherDriverForm
      {...session}
      driver={driver}
      onSaved={(_, name) =>
        tell(driver ? checkinMessages.checkinDriverSaved(name) : checkinMessages.checkinDriverAdded(name))
      }
      onCancel={() => back(driver?.id ?? 'new')}
    />
  );
  const button = (which: number | 'new', label: string) => (
    <button
      ref={(node) => {
        buttons.current.set(which, node);
      }}
      type="button"
      className="chw-button chw-button--secondary"
      onClick={() => setOpen(which)}
    >
      {label}
    </button>
  );

  return (
    <div className="chw-checkin__step-body">
      <p>{checkinMessages.checkinDriversIntro(checkin.drivers_max)}</p>
      {fee ? (
        <p className="chw-checkin__hint">
          {checkinMessages.checkinFeeNote(
            formatMoney(fee.daily),
            fee.max_total ? formatMoney(fee.max_total) : '',
            formatMoney(fee.per_driver),
            fee.days,
          )}
        </p>
      ) : null}
      <p ref={saidRef} tabIndex={-1} role="status" className="chw-checkin__said">
        {said}
      </p>
      {others.length ? (
        <ul className="chw-checkin__drivers">
          {others.map((driver) => (
            <li key={driver.id} className="chw-checkin__driver">
              {open === driver.id ? (
                form(driver)
              ) : (
                <>
                  <p className="chw-checkin__driver-name">{nameOf(driver)}</p>
                  <p className="chw-checkin__summary">
                    {checkinMessages.checkinSavedLicence(
                      driver.license_no_masked,
                      driver.license_state,
                      ymdToDisplay(driver.license_expiry),
                    )}
                  </p>
                  <DriverPhotos
                    driver={driver}
                    limits={checkin.limits}
                    onState={onState}
                    onSessionEnded={onSessionEnded}
                  />
                  <div className="chw-checkin__actions">
                    {button(driver.id, checkinMessages.checkinEditDriver(nameOf(driver)))}
                    <button
                      type="button"
                      className="chw-button chw-button--secondary"
                      disabled={busy}
                      onClick={() =>
                        void save(
                          () => removeDriver(driver.id),
                          (next) => {
                            // Their fee went back: the manage page shows the booking as it now is.
                            if (fee?.on_remove) withinManage?.onBookingChanged();
                            tell(removedText(nameOf(driver), checkin, next));
                          },
                        )
                      }
                    >
                      {checkinMessages.checkinRemoveDriver(nameOf(driver))}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{checkinMessages.checkinDriversNone}</p>
      )}
      {fee?.on_remove ? (
        <p className="chw-checkin__hint">
          {checkin.payment_type === 'L'
            ? checkinMessages.checkinFeeLowerOnRemove(formatMoney(fee.on_remove))
            : checkinMessages.checkinFeeRefundOnRemove(formatMoney(fee.on_remove))}
        </p>
      ) : null}
      <FailureAlert failure={failure} alertRef={alert} />
      {fee && fee.due > 0 ? (
        <DriverFee
          {...session}
          fee={fee}
          withinManage={withinManage}
          onPaid={() => tell(checkinMessages.checkinFeeDone)}
        />
      ) : null}
      {open === 'new' ? form() : null}
      {open === null && main && !full ? button('new', checkinMessages.checkinAddDriver) : null}
      {!main ? <p className="chw-checkin__hint">{checkinMessages.checkinMainDriverFirst}</p> : null}
      {full ? <p className="chw-checkin__hint">{checkinMessages.checkinDriversFull(checkin.drivers_max)}</p> : null}
      <NextStep onNext={onNext} />
    </div>
  );
}
