import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { flush, memoryStorage } from '../../test/unit/memoryStorage';
import { resetPersistenceForTests, restoreState } from './persist';
import { PERSONAL_TTL_MS, ROOT_KEY, STATE_VERSION, parseRoot } from './persistFormat';
import { bookingSearch, saveBookingSearch } from './bookingSearch';
import { saveSubscription, subscription } from './subscription';

/** Less personal data in storage: no licence number, personal fields expire after 24 hours. */

const HOUR = 60 * 60 * 1000;
const SEARCH_PERSONAL = ['firstName', 'email', 'mobileNumber', 'mobileCountryCode'];
const SUB_PERSONAL = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'mobileCountryCode',
  'mobileCountry',
  'licenseState',
];

const storedSearch = {
  pickupDate: '2026-12-20',
  pickupId: 3,
  firstName: 'Ann',
  email: 'ann@example.com',
  mobileNumber: '412345678',
  mobileCountryCode: '61',
};
const storedSub = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  mobileNumber: '412345678',
  pickupDate: '2026-12-20',
  vehicleId: 4,
  licenseState: 'QLD',
};

function rootWritten(ago: number) {
  const at = Date.now() - ago;
  return {
    version: STATE_VERSION,
    slices: { bookingSearch: storedSearch, subscription: storedSub },
    personal: { bookingSearch: { at, fields: SEARCH_PERSONAL }, subscription: { at, fields: SUB_PERSONAL } },
  };
}

describe('personal data in persist:chw', () => {
  beforeEach(() => resetPersistenceForTests());
  afterEach(() => resetPersistenceForTests());

  it('never stores the licence number; it stays in memory for this checkout', async () => {
    const storage = memoryStorage();
    await restoreState({ storage });
    saveSubscription({ firstName: 'Ann', licenseNo: 'QLD1234567', licenseState: 'QLD' });
    await flush();
    expect(storage.data.get(ROOT_KEY)).to.not.include('QLD1234567');
    expect(storage.root().slices.subscription).to.deep.equal({ firstName: 'Ann', licenseState: 'QLD' });
    expect(subscription.value.licenseNo).to.equal('QLD1234567');
  });

  it('drops personal fields written 24 hours ago or more, keeps the rest, and writes the cleaned state back', async () => {
    const storage = memoryStorage(rootWritten(PERSONAL_TTL_MS + HOUR));
    await restoreState({ storage });
    expect(bookingSearch.value.firstName).to.equal('');
    expect(bookingSearch.value.email).to.equal('');
    expect(bookingSearch.value.mobileNumber).to.equal('');
    expect(bookingSearch.value.pickupDate).to.equal('2026-12-20');
    expect(bookingSearch.value.pickupId).to.equal(3);
    expect(subscription.value).to.deep.equal({ pickupDate: '2026-12-20', vehicleId: 4 });
    const text = storage.data.get(ROOT_KEY) ?? '';
    expect(text).to.not.include('Ann');
    expect(text).to.not.include('ann@example.com');
    expect(text).to.not.include('412345678');
    expect(storage.root().slices.subscription).to.deep.equal({ pickupDate: '2026-12-20', vehicleId: 4 });
  });

  it('keeps personal fields written less than 24 hours ago', async () => {
    await restoreState({ storage: memoryStorage(rootWritten(PERSONAL_TTL_MS - HOUR)) });
    expect(bookingSearch.value.firstName).to.equal('Ann');
    expect(subscription.value.email).to.equal('ann@example.com');
  });

  it('expires a slice no module on the page has loaded (the stamp names its fields)', () => {
    const root = {
      ...rootWritten(PERSONAL_TTL_MS),
      slices: { other: { name: 'Ann', code: 'X' } },
      personal: { other: { at: Date.now() - PERSONAL_TTL_MS, fields: ['name'] } },
    };
    const parsed = parseRoot(JSON.stringify(root));
    expect(parsed.data).to.deep.equal({ other: { code: 'X' } });
    expect(parsed.stamps).to.deep.equal({});
    expect(parsed.dropped, 'so the restore writes the cleaned state back').to.equal(true);
  });

  it('a stamp from the future (the device clock was put back) counts as expired', () => {
    expect(parseRoot(JSON.stringify(rootWritten(-(PERSONAL_TTL_MS + HOUR)))).data.bookingSearch).to.deep.equal({
      pickupDate: '2026-12-20',
      pickupId: 3,
    });
  });

  it('the 24 hours run from the last write of a personal field, not of anything else', async () => {
    const storage = memoryStorage(rootWritten(20 * HOUR));
    await restoreState({ storage });
    const stampOf = () => storage.root().personal?.bookingSearch?.at;

    saveBookingSearch({ pickupDate: '2026-12-21' });
    await flush();
    expect(Date.now() - stampOf()).to.be.within(20 * HOUR - 1000, 20 * HOUR + 1000);

    saveBookingSearch({ email: 'ann@other.example' });
    await flush();
    expect(Date.now() - stampOf()).to.be.below(5000);
    expect(storage.root().personal.bookingSearch.fields).to.deep.equal(SEARCH_PERSONAL);

    // no personal data left: no stamp either
    saveBookingSearch({ firstName: '', email: '', mobileNumber: '', mobileCountryCode: '' });
    await flush();
    expect(storage.root().personal?.bookingSearch).to.equal(undefined);
  });

  it('migrates version 2: the licence number goes, personal fields get their 24 hours from now', async () => {
    const v2 = {
      version: 2,
      slices: { bookingSearch: storedSearch, subscription: { ...storedSub, licenseNo: 'QLD1234567' } },
    };
    const storage = memoryStorage(v2);
    await restoreState({ storage });
    expect(subscription.value.licenseNo).to.equal(undefined);
    expect(subscription.value.firstName).to.equal('Ann');
    expect(bookingSearch.value.email).to.equal('ann@example.com');
    saveBookingSearch({ pickupTime: '10:00' });
    await flush();
    const root = storage.root();
    expect(root.version).to.equal(3);
    expect(JSON.stringify(root)).to.not.include('QLD1234567');
    expect(Date.now() - root.personal.subscription.at).to.be.below(5000);
    expect(root.personal.subscription.fields).to.deep.equal(SUB_PERSONAL);
  });
});
