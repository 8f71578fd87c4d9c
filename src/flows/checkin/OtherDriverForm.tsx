import { saveOtherDriver, type Checkin, type CheckinDriver } from '../../api/checkin';
import { checkinMessages } from '../../messages/checkin';
import { DriverForm } from './DriverForm';
import type { StepProps } from './useStepSave';

/**
 * Another driver, added (no `driver`) or changed: their name, birth date and licence, under a
 * heading of its own; the first field takes the focus as the form opens where its button was. The
 * server adds the age rules of the car, the same for a change as for a new driver.
 */
export function OtherDriverForm({
  driver,
  ...rest
}: Pick<StepProps, 'checkin' | 'onState' | 'onSessionEnded'> & {
  driver?: CheckinDriver;
  onSaved: (next: Checkin, name: string) => void;
  onCancel: () => void;
}) {
  const prefix = driver ? `chw-checkin-driver-${driver.id}` : 'chw-checkin-other';
  return (
    <DriverForm
      {...rest}
      prefix={prefix}
      driver={driver}
      named
      focusFirst
      className="chw-checkin__driver-form"
      labelledBy={`${prefix}-heading`}
      submitLabel={checkinMessages.checkinSaveDriver}
      send={(details) =>
        saveOtherDriver(driver?.id ?? 0, {
          ...details,
          first_name: details.first_name ?? '',
          last_name: details.last_name ?? '',
        })
      }
    >
      <h4 id={`${prefix}-heading`} className="chw-checkin__subheading">
        {driver
          ? checkinMessages.checkinEditDriver(checkinMessages.checkinDriverName(driver.first_name, driver.last_name))
          : checkinMessages.checkinAddDriverHeading}
      </h4>
    </DriverForm>
  );
}
