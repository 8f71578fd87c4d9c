// @ts-check
/** Static seed data: an Australian car rental company's catalogue. */

/** [id, code, name, state, isAirport, allowsSubscription, routeSlug] */
export const LOCATIONS = [
  [1, 'BNEA', 'Brisbane Airport', 'QLD', 1, 1, 'brisbane-airport'],
  [2, 'MELA', 'Melbourne Airport', 'VIC', 1, 0, 'melbourne-airport'],
  [3, 'OOLA', 'Gold Coast Airport', 'QLD', 1, 0, 'gold-coast-airport'],
  [4, 'SYDA', 'Sydney Airport', 'NSW', 1, 0, 'sydney-airport'],
  [5, 'LGN', 'Logan', 'QLD', 0, 1, 'logan'],
  [6, 'MELC', 'Melbourne CBD', 'VIC', 0, 1, 'victoria/melbourne-cbd'],
  [7, 'GCC', 'Gold Coast', 'QLD', 0, 1, 'queensland/gold-coast'],
  [8, 'BNEC', 'Brisbane City', 'QLD', 0, 1, 'queensland/brisbane-city'],
  [9, 'SYDC', 'Sydney CBD', 'NSW', 0, 1, 'nsw/sydney-cbd'],
  [10, 'CNSA', 'Cairns Airport', 'QLD', 1, 0, null],
  [11, 'ADLA', 'Adelaide Airport', 'SA', 1, 0, null],
  [12, 'PERA', 'Perth Airport', 'WA', 1, 0, null],
];

/** Street addresses of the demo branches (the emails, the manage view, the calendar file). */
export const BRANCH_ADDRESSES = /** @type {Record<string, string>} */ ({
  BNEA: '11 The Circuit, Brisbane Airport QLD 4008',
  MELA: 'Departure Drive, Melbourne Airport VIC 3045',
  OOLA: 'Eastern Avenue, Bilinga QLD 4225',
  SYDA: 'Shiers Avenue, Mascot NSW 2020',
  LGN: '3954 Pacific Highway, Loganholme QLD 4129',
  MELC: '100 Franklin Street, Melbourne VIC 3000',
  GCC: '3120 Surfers Paradise Boulevard, Surfers Paradise QLD 4217',
  BNEC: '60 Albert Street, Brisbane City QLD 4000',
  SYDC: '300 Elizabeth Street, Sydney NSW 2000',
  CNSA: 'Airport Avenue, Aeroglen QLD 4870',
  ADLA: '1 James Schofield Drive, Adelaide Airport SA 5950',
  PERA: 'Horrie Miller Drive, Perth Airport WA 6105',
});

/**
 * The additional-driver fee of the branches that charge one: `daily` a day for each driver added
 * at online check-in, at most `max_total` a driver for one rental (0: no limit), by pickup branch
 * code. A branch not listed charges none. A driver the booking's Additional Driver extra
 * (`extra_id`, bought at checkout) already pays for is not charged again.
 */
export const ADDITIONAL_DRIVER_FEE = {
  extra_id: 2,
  branches: /** @type {Record<string, { daily: number, max_total: number }>} */ ({
    MELA: { daily: 6, max_total: 60 },
    OOLA: { daily: 5, max_total: 50 },
    SYDA: { daily: 6, max_total: 60 },
    MELC: { daily: 6, max_total: 60 },
    SYDC: { daily: 6, max_total: 60 },
  }),
};

/** Each state's IANA time zone: a branch's zone governs its "today", dates and slots. */
export const STATE_TIME_ZONES = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
};

/** Allowed return locations by pickup id (the pickup itself first). */
export const DROPOFFS = {
  1: [1, 8, 3, 7, 5],
  2: [2, 6],
  3: [3, 7, 1, 8],
  4: [4, 9],
  5: [5, 8, 1],
  6: [6, 2],
  7: [7, 3, 1, 8],
  8: [8, 1, 5, 7, 3],
  9: [9, 4],
  10: [10, 1],
  11: [11],
  12: [12],
};

/** Opening hours in minutes: airports long, city branches shorter, weekends shorter. */
export function hoursFor(/** @type {number} */ isAirport, /** @type {number} */ weekday) {
  if (isAirport) return weekday === 0 || weekday === 6 ? [7 * 60, 20 * 60] : [6 * 60, 22 * 60];
  if (weekday === 0) return [9 * 60, 13 * 60];
  if (weekday === 6) return [8 * 60, 14 * 60];
  return [7 * 60 + 30, 17 * 60 + 30];
}

/** [id, name, rcmid] — ID 0 "All Vehicles" is added by the API. */
export const CATEGORIES = [
  [1, 'Small Cars', 11],
  [2, 'Sedans', 12],
  [3, 'SUVs', 13],
  [4, 'People Movers', 14],
  [5, 'Utes & Vans', 15],
  [6, 'Premium & Electric', 16],
];

const ul = (/** @type {string[]} */ items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const BASE = ['Air conditioning', 'Bluetooth', 'Reversing camera'];

/**
 * [id, code, name, sub_name, slug, category, seats, large, small, manual, features, minAge, dailyRate, shape, colour]
 * @type {[number, string, string, string, string, number, number, number, number, number, string, number, number, string, string][]}
 */
export const VEHICLES = [
  [
    1,
    'MCAR',
    'Kia Picanto',
    'or similar | Mini Auto',
    'kia-picanto',
    1,
    4,
    1,
    1,
    0,
    ul([...BASE.slice(0, 2), 'USB charging']),
    21,
    39,
    'hatch',
    '#d6336c',
  ],
  [
    2,
    'ECAR',
    'Toyota Yaris',
    'or similar | Economy Auto',
    'toyota-yaris',
    1,
    5,
    1,
    2,
    0,
    ul([...BASE, 'Apple CarPlay']),
    21,
    45,
    'hatch',
    '#e8590c',
  ],
  [
    3,
    'CCAR',
    'Toyota Corolla',
    'or similar | Small Auto',
    'toyota-corolla',
    1,
    5,
    1,
    2,
    0,
    ul([...BASE, 'Apple CarPlay', 'Android Auto']),
    21,
    52,
    'hatch',
    '#1c7ed6',
  ],
  [
    4,
    'CCMR',
    'Hyundai i30',
    'or similar | Small Manual',
    'hyundai-i30',
    1,
    5,
    1,
    2,
    1,
    ul([...BASE, 'Cruise control']),
    21,
    47,
    'hatch',
    '#5c940d',
  ],
  [
    5,
    'IDAR',
    'Mazda 3 Sedan',
    'or similar | Intermediate Sedan',
    'mazda-3-sedan',
    2,
    5,
    2,
    1,
    0,
    ul([...BASE, 'Apple CarPlay', 'Cruise control']),
    21,
    58,
    'sedan',
    '#c92a2a',
  ],
  [
    6,
    'FDAR',
    'Toyota Camry Hybrid',
    'or similar | Full Size Sedan',
    'toyota-camry',
    2,
    5,
    2,
    2,
    0,
    ul([...BASE, 'Hybrid: low fuel use', 'Adaptive cruise control']),
    21,
    69,
    'sedan',
    '#495057',
  ],
  [
    7,
    'CFAR',
    'Mitsubishi ASX',
    'or similar | Compact SUV',
    'mitsubishi-asx',
    3,
    5,
    2,
    1,
    0,
    ul([...BASE, 'Raised seating']),
    21,
    65,
    'suv',
    '#2b8a3e',
  ],
  [
    8,
    'IFAR',
    'Toyota RAV4 Hybrid',
    'or similar | Midsize SUV',
    'toyota-rav4',
    3,
    5,
    2,
    2,
    0,
    ul([...BASE, 'Hybrid: low fuel use', 'Apple CarPlay']),
    21,
    82,
    'suv',
    '#0b7285',
  ],
  [
    9,
    'FFAR',
    'Nissan X-Trail 7 Seater',
    'or similar | Large SUV',
    'nissan-x-trail',
    3,
    7,
    2,
    2,
    0,
    ul([...BASE, '7 seats', 'Roof rails']),
    21,
    95,
    'suv',
    '#862e9c',
  ],
  [
    10,
    'PFAR',
    'Toyota Prado',
    'or similar | Large 4WD',
    'toyota-prado',
    3,
    7,
    3,
    2,
    0,
    ul([...BASE, '4WD', 'Tow bar', 'Sat nav']),
    25,
    139,
    'suv',
    '#343a40',
  ],
  [
    11,
    'PVAR',
    'Kia Carnival',
    'or similar | 8 Seat People Mover',
    'kia-carnival',
    4,
    8,
    3,
    3,
    0,
    ul([...BASE, '8 seats', 'Power sliding doors']),
    25,
    129,
    'van',
    '#364fc7',
  ],
  [
    12,
    'LVAR',
    'Toyota HiAce Commuter',
    'or similar | 12 Seat Minibus',
    'toyota-hiace-commuter',
    4,
    12,
    6,
    4,
    0,
    ul(['Air conditioning', 'Bluetooth', '12 seats']),
    25,
    159,
    'bus',
    '#f1f3f5',
  ],
  [
    13,
    'SPAR',
    'Toyota HiLux SR',
    'or similar | Dual Cab Ute 4x4',
    'toyota-hilux',
    5,
    5,
    2,
    2,
    0,
    ul([...BASE, '4x4', 'Tub liner', 'Tow bar']),
    21,
    115,
    'ute',
    '#e03131',
  ],
  [
    14,
    'XVAR',
    'Ford Transit Custom',
    'or similar | Cargo Van',
    'ford-transit',
    5,
    3,
    0,
    2,
    0,
    ul(['Air conditioning', 'Bluetooth', '6 m³ cargo space']),
    21,
    105,
    'cargo',
    '#f8f9fa',
  ],
  [
    15,
    'LEAR',
    'Tesla Model 3',
    'or similar | Premium Electric',
    'tesla-model-3',
    6,
    5,
    2,
    2,
    0,
    ul(['Electric: 490 km range', 'Autopilot', 'Premium audio', 'Supercharger access']),
    25,
    119,
    'sedan',
    '#f8f9fa',
  ],
  [
    16,
    'PDAR',
    'BMW 320i',
    'or similar | Premium Sedan',
    'bmw-320i',
    6,
    5,
    2,
    1,
    0,
    ul(['Leather seats', 'Apple CarPlay', 'Heated seats', 'Sat nav']),
    25,
    135,
    'sedan',
    '#1864ab',
  ],
];

/** Fleet exceptions: [vehicleId, locationId, count]; every other pair gets a default count. */
export const FLEET_EXCEPTIONS = [
  [15, 5, 0], // no Tesla at Logan
  [15, 10, 0], // nor at Cairns Airport
  [12, 6, 0], // no HiAce in Melbourne CBD
  [10, 8, 1], // one Prado at Brisbane City: the last-car case
  [16, 8, 1],
  [11, 9, 1],
  [14, 1, 0],
];

/** Default fleet count for a pair (deterministic). @param {number} v @param {number} l */
export const defaultFleet = (v, l) => 6 + ((v * 7 + l * 3) % 6);

export const PROMOS = [
  // code, name, label, percent, valid_from, valid_to, category
  ['SAVE10', 'Save 10% on any car', '10% OFF', 10, '2024-01-01', '2099-12-31', null],
  ['OLD2020', 'Summer 2020 special', '15% OFF', 15, '2020-01-01', '2020-12-31', null],
  ['SUV15', '15% off SUVs', '15% OFF SUVs', 15, '2024-01-01', '2099-12-31', 3],
];

const adminFee = (/** @type {boolean} */ applies) =>
  applies
    ? '<p>An administration fee of <strong>$250</strong> applies to any claim in addition to the damage liability amount.</p>'
    : '<p>No administration fee applies with this option.</p>';

/** id, name, label, description, daily_rate, exclude_extra_ids, discount_rate */
export const LIABILITIES = [
  [
    1,
    '$5,000 Damage Liability',
    'Included',
    `<p>Standard cover: you pay up to <strong>$5,000</strong> if the vehicle is damaged or stolen.</p>${adminFee(true)}`,
    0,
    [],
    0,
  ],
  [
    2,
    '$500 Damage Liability',
    'Recommended',
    `<p>Reduce your liability to <strong>$500</strong> for any damage or theft.</p>${adminFee(true)}<ul><li>Windscreen chips covered</li></ul>`,
    25,
    [],
    0,
  ],
  [
    3,
    '$0 Damage Liability',
    'Best value',
    `<p>Drive worry-free: <strong>$0</strong> liability for damage or theft, tyres and windscreen included.</p>${adminFee(false)}<ul><li>Tyres and windscreen covered</li><li>Roadside assistance included</li></ul>`,
    39,
    [5, 6],
    0,
  ],
];

/** id, name, description, icon, label, rate, charge, max_total, form_type, increment, max_qty */
export const EXTRAS = [
  [
    1,
    'GPS Navigation',
    'Portable sat nav with Australian maps.',
    '/demo-assets/icons/gps.svg',
    '$10.00/day (max $70)',
    10,
    'day',
    70,
    0,
    1,
    1,
  ],
  [
    2,
    'Additional Driver',
    'Add another licensed driver aged 21 or over.',
    '/demo-assets/icons/driver.svg',
    '$5.00/day (max $50)',
    5,
    'day',
    50,
    0,
    1,
    1,
  ],
  [
    3,
    'Baby Seat',
    'Rear-facing infant capsule or child seat (0–4 years), fitted.',
    '/demo-assets/icons/seat.svg',
    '$12.00/day each (max $60)',
    12,
    'day',
    60,
    1,
    1,
    3,
  ],
  [
    4,
    'Booster Seat',
    'Booster seat for children 4–8 years.',
    '/demo-assets/icons/seat.svg',
    '$10.00/day each (max $50)',
    10,
    'day',
    50,
    1,
    1,
    3,
  ],
  [
    5,
    'Excess Reduction: Tyres & Windscreen',
    'Covers tyre and windscreen damage. Already included with $0 Damage Liability.',
    '/demo-assets/icons/shield.svg',
    '$8.00/day',
    8,
    'day',
    0,
    0,
    1,
    1,
  ],
  [
    6,
    'Roadside Assistance Plus',
    'Premium roadside assistance with lockout and fuel delivery. Already included with $0 Damage Liability.',
    '/demo-assets/icons/shield.svg',
    '$6.00/day',
    6,
    'day',
    0,
    0,
    1,
    1,
  ],
  [
    7,
    'Pre-paid Fuel',
    'Return the car at any fuel level.',
    '/demo-assets/icons/fuel.svg',
    '$75.00 per rental',
    75,
    'rental',
    0,
    0,
    1,
    1,
  ],
  [8, 'Snow Chains', 'A set of snow chains (alpine trips only).', '', '$45.00 per set', 45, 'rental', 0, 1, 1, 2],
];

/** id, name, rate, charge, applies_to */
export const MANDATORY_FEES = [
  [1, 'Airport Concession Fee', 30, 'rental', 'airport'],
  [2, 'Vehicle Registration Recovery', 2.5, 'day', 'all'],
  [3, 'Young Driver Surcharge (under 25)', 25, 'day', 'under25'],
];

export const COUNTRIES = [
  ['QLD', 'Queensland', 'Australia'],
  ['NSW', 'New South Wales', 'Australia'],
  ['VIC', 'Victoria', 'Australia'],
  ['TAS', 'Tasmania', 'Australia'],
  ['SA', 'South Australia', 'Australia'],
  ['WA', 'Western Australia', 'Australia'],
  ['NT', 'Northern Territory', 'Australia'],
  ['ACT', 'Australian Capital Territory', 'Australia'],
  ['NZ', 'New Zealand', 'Outside Australia'],
  ['GB', 'United Kingdom', 'Outside Australia'],
  ['US', 'United States', 'Outside Australia'],
  ['CA', 'Canada', 'Outside Australia'],
  ['IE', 'Ireland', 'Outside Australia'],
  ['DE', 'Germany', 'Outside Australia'],
  ['FR', 'France', 'Outside Australia'],
  ['JP', 'Japan', 'Outside Australia'],
  ['CN', 'China', 'Outside Australia'],
  ['IN', 'India', 'Outside Australia'],
  ['SG', 'Singapore', 'Outside Australia'],
  ['ZA', 'South Africa', 'Outside Australia'],
  ['OTHER', 'Other country', 'Outside Australia'],
];

/** id, name, slug, description, features, lite (weekly), extra, max, fleet */
export const SUBSCRIPTION_VEHICLES = [
  [
    1,
    'Kia Picanto',
    'kia-picanto',
    'Nimble city car, perfect for the daily commute.',
    ul(['Bluetooth', 'Air conditioning', 'Servicing included']),
    199,
    229,
    259,
    5,
  ],
  [
    2,
    'Toyota Corolla',
    'toyota-corolla',
    'Reliable small hatch with room for the weekly shop.',
    ul(['Apple CarPlay', 'Reversing camera', 'Servicing included']),
    239,
    269,
    299,
    4,
  ],
  [
    3,
    'Toyota Camry Hybrid',
    'toyota-camry',
    'Spacious hybrid sedan with low running costs.',
    ul(['Hybrid', 'Adaptive cruise control', 'Servicing included']),
    289,
    319,
    349,
    3,
  ],
  [
    4,
    'Toyota RAV4 Hybrid',
    'toyota-rav4',
    'Versatile SUV for families and weekends away.',
    ul(['Hybrid', 'Roof rails', 'Servicing included']),
    339,
    369,
    399,
    2,
  ],
  [
    5,
    'Tesla Model 3',
    'tesla-model-3',
    'All-electric premium sedan with home charging tips.',
    ul(['Electric', 'Autopilot', 'Servicing included']),
    429,
    459,
    489,
    0,
  ],
];

export const PREMIUM_INSURANCE_WEEKLY = 35;

/** id, email, first, last */
export const USERS = [
  [1, 'staff@demo.test', 'Sam', 'Taylor'],
  [2, 'olivia.nguyen@demo.test', 'Olivia', 'Nguyen'],
  [3, 'jack.wilson@demo.test', 'Jack', 'Wilson'],
  [4, 'priya.sharma@demo.test', 'Priya', 'Sharma'],
  [5, 'liam.obrien@demo.test', 'Liam', "O'Brien"],
];

/**
 * id, description, requires Res Team No, handled: a note that counts as handled takes a phone
 * booking or an enquiry off the dashboard's "To call" list (an unanswered call or a voicemail does not).
 */
export const NOTES = [
  [1, 'Called - no answer', 0, 0],
  [2, 'Left voicemail', 0, 0],
  [3, 'Customer will call back', 0, 1],
  [4, 'Quote sent by email', 0, 1],
  [5, 'Not interested', 0, 1],
  [6, 'Booked by Res Team', 1, 1],
  [7, 'Duplicate enquiry', 0, 1],
];

export const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'William',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
  'Grace',
  'Thomas',
  'Chloe',
  'Lucas',
  'Zoe',
  'James',
  'Ruby',
  'Ethan',
  'Mei',
  'Arjun',
  'Sofia',
  'Kai',
  'Aroha',
];
export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Kelly',
  'Ryan',
  'Chen',
  'Patel',
  'Singh',
  "O'Connor",
  'Murphy',
  'Lee',
  'Harris',
  'Clarke',
  'Campbell',
  'Mitchell',
];
export const COMMENTS = [
  'Customer asked about one-way return to Brisbane Airport.',
  'Called to confirm flight number, landing 10:40.',
  'Requested a baby seat to be fitted before pickup.',
  'Asked whether a debit card can be used for the bond.',
  'Sent the quote again, customer comparing prices.',
  'Customer running late, pickup moved by an hour.',
  'Confirmed licence is a full licence (not provisional).',
  'Wants to extend the rental by two days, checking availability.',
  'No answer, will try again this afternoon.',
  'Booked over the phone, payment taken.',
];
export const HEAR_ABOUT = [
  'Google',
  'Facebook',
  'Friend or family',
  'Returning customer',
  'Instagram',
  'Travel agent',
  '',
];

/**
 * The demo's first staff member (USERS[0]) and the password the database is seeded with unless
 * DEMO_STAFF_PASSWORD says otherwise: the README's sign-in, and every test's.
 */
export const DEMO_STAFF = { email: String(USERS[0][1]), password: 'demo1234' };
