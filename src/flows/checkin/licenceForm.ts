import type { CheckinDriver, LicenceDetails } from '../../api/checkin';
import { displayToYmd, ymdToDisplay } from '../../lib/dates';
import type { LicenceForm } from './checkinRules';

/** A driver's saved licence as the form starts (the number never comes back: typed again to change). */
export const licenceFormOf = (driver: CheckinDriver | undefined): LicenceForm => ({
  birthDate: driver ? ymdToDisplay(driver.birth_date) : '',
  licenseNo: '',
  licenseState: driver?.license_state ?? '',
  expiry: driver?.license_expiry ? ymdToDisplay(driver.license_expiry) : '',
});

/** The form as the API takes it. */
export const licenceDetailsOf = (form: LicenceForm): LicenceDetails => ({
  birth_date: displayToYmd(form.birthDate),
  license_no: form.licenseNo.trim(),
  license_state: form.licenseState,
  license_expiry: displayToYmd(form.expiry),
});
