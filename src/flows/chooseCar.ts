import { selectVehicle } from '../api/bookingSteps';
import type { Car, PaymentType } from '../api/types';
import { getCookie } from '../lib/cookies';
import { saveSelectedCar, selectedCar } from '../state/selectedCar';
import { saveSelectOptions } from '../state/selectOptions';
import { resetSelectedLiability } from '../state/selectedLiability';
import { clearCalculation } from '../state/calculation';

/**
 * Stores the chosen car with its payment type (N pay now, L pay later), tells
 * the server (POST /select) and stores the extras and liability options it
 * offers; a liability or total from an earlier choice no longer applies.
 * Throws the ApiError of a failed call, with the car chosen before put back: a car the server
 * refused (sold to someone else meanwhile) is not held, so no step may show or share it.
 */
export async function chooseCar(car: Car, paymentType: PaymentType, activePromoCode: string): Promise<void> {
  const before = selectedCar.value;
  saveSelectedCar({
    id: car.id,
    name: car.name,
    sub_name: car.sub_name,
    description: car.sub_name,
    image: car.image,
    paymentType,
    numberOfDays: car.numberOfDays,
    discountCode: car.discountLabel ? activePromoCode : '',
    discountName: car.discountName,
    discountAmount: car.discountAmount,
    payNowAmount: car.payNowAmount,
    payLaterAmount: car.payLaterAmount,
  });
  const { results } = await selectVehicle({
    vehicle_id: car.id,
    payment_type: paymentType,
    booking_token: getCookie('booking_token'),
  }).catch((error: unknown) => {
    selectedCar.value = before;
    throw error;
  });
  saveSelectOptions({ extras: results?.optional_fees ?? [], insuranceOptions: results?.insurance_options ?? [] });
  resetSelectedLiability();
  clearCalculation();
}
