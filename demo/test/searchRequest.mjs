// @ts-check
/**
 * The body of POST /search as the search island sends it, for the tests and benches that search
 * from node: the trip (10:00 at both ends unless given), every car type, no promo code, over 25,
 * no contact details, source 64 and no variant; `fields` sets the trip and may set any other field.
 * @param {{ pickup_location_id: number, pickup_date: string, dropoff_location_id: number, dropoff_date: string } & Record<string, unknown>} fields
 */
export function searchRequest(fields) {
  return {
    pickup_time: '10:00',
    dropoff_time: '10:00',
    vehicle_category_type_id: 0,
    promo_code: '',
    is_over_25: true,
    first_name: '',
    email: '',
    mobile_number: '',
    source_id: 64,
    search_variant: '',
    ...fields,
  };
}
