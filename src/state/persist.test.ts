import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { flush, memoryStorage } from '../../test/unit/memoryStorage';
import { createPersistence, resetPersistenceForTests, restoreState } from './persist';
import { ROOT_KEY, STATE_VERSION, parseRoot } from './persistFormat';
import { migrate } from './persistMigrations';
import { browserStorage, noopStorage, persistenceWorks, type StateStorage } from './persistStorage';
import { bookingSearch, saveBookingSearch } from './bookingSearch';
import { cars } from './cars';
import { reservation, saveReservation } from './reservation';
import { selectedLiability } from './selectedLiability';

describe('persistence', () => {
  let warn: typeof console.warn;
  let warnings: unknown[][];
  beforeEach(() => {
    resetPersistenceForTests();
    warnings = [];
    warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
    resetPersistenceForTests();
  });

  it('restores valid slices and saves changes under persist:chw', async () => {
    const storage = memoryStorage(
      JSON.stringify({
        version: STATE_VERSION,
        slices: { reservation: { reservationRef: 'R1', reservationNumber: 'N1', booking_id: '7' } },
      }),
    );
    await restoreState({ storage });
    expect(reservation.value.reservationRef).to.equal('R1');
    saveBookingSearch({ pickupDate: '2026-12-01' });
    await flush();
    const saved = JSON.parse(storage.data.get(ROOT_KEY) ?? '{}') as {
      version: number;
      slices: { bookingSearch: { pickupDate: string }; reservation: { reservationNumber: string } };
    };
    expect(saved.version).to.equal(STATE_VERSION);
    expect(saved.slices.bookingSearch.pickupDate).to.equal('2026-12-01');
    expect(saved.slices.reservation.reservationNumber).to.equal('N1');
  });

  for (const [name, text] of [
    ['broken JSON', '{'],
    ['null', 'null'],
    ['a string', '"hello"'],
    [
      'slices of the wrong shape',
      JSON.stringify({
        version: STATE_VERSION,
        slices: { cars: 'nope', bookingSearch: [1, 2], selectedLiability: { insurance: 3 } },
      }),
    ],
    [
      'a newer version',
      JSON.stringify({ version: STATE_VERSION + 5, slices: { reservation: { reservationRef: 'X' } } }),
    ],
    ['a version without a migration', JSON.stringify({ version: -3, slices: {} })],
  ] as const) {
    it(`falls back to initial values for ${name}`, async () => {
      await restoreState({ storage: memoryStorage(text) });
      expect(cars.value).to.deep.equal([]);
      expect(bookingSearch.value.isOver25).to.equal(true);
      expect(selectedLiability.value).to.deep.equal({ insurance: {}, extras: [] });
      expect(reservation.value.reservationRef).to.equal('');
    });
  }

  it('keeps well-typed fields and drops wrong-typed ones within a slice', async () => {
    const text = JSON.stringify({
      version: STATE_VERSION,
      slices: { bookingSearch: { pickupDate: '2026-12-01', isOver25: 'yes', pickupId: 4 } },
    });
    await restoreState({ storage: memoryStorage(text) });
    expect(bookingSearch.value.pickupDate).to.equal('2026-12-01');
    expect(bookingSearch.value.pickupId).to.equal(4);
    expect(bookingSearch.value.isOver25).to.equal(true);
  });

  it('migrates version 1 (slices stored as JSON strings)', async () => {
    const text = JSON.stringify({
      version: 1,
      slices: {
        reservation: JSON.stringify({ reservationRef: 'OLD', reservationNumber: '9', booking_id: '1' }),
        cars: '{',
      },
    });
    expect(parseRoot(text).outdated, 'read again with the migrations').to.equal(true);
    expect(parseRoot(text, Date.now(), migrate).data).to.have.property('reservation');
    await restoreState({ storage: memoryStorage(text) });
    expect(reservation.value.reservationRef).to.equal('OLD');
    expect(cars.value).to.deep.equal([]);
  });

  it('survives a storage that throws on every call', async () => {
    const storage: StateStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    await restoreState({ storage });
    saveReservation({ reservationRef: 'kept in memory' });
    await flush();
    expect(reservation.value.reservationRef).to.equal('kept in memory');
  });

  it('survives a full storage (QuotaExceededError) and keeps state in memory', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await restoreState({ storage });
    saveBookingSearch({ promoCode: 'SAVE10' });
    saveBookingSearch({ promoCode: 'SAVE20' });
    await flush();
    expect(bookingSearch.value.promoCode).to.equal('SAVE20');
    expect(warnings.length).to.equal(1);
  });

  it('gives up restoring after the timeout and carries on with initial values', async () => {
    const storage: StateStorage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: () => {},
      removeItem: () => {},
    };
    const started = Date.now();
    await restoreState({ storage, timeoutMs: 50 });
    expect(Date.now() - started).to.be.within(40, 1000);
    expect(bookingSearch.value.isOver25).to.equal(true);
  });

  it('falls back to session storage when local storage is refused, and to the no-op store when both are', () => {
    const refuse = (name: 'localStorage' | 'sessionStorage') => {
      const descriptor = Object.getOwnPropertyDescriptor(window, name);
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      return () => {
        if (descriptor) Object.defineProperty(window, name, descriptor);
      };
    };
    const session = window.sessionStorage;
    const restoreLocal = refuse('localStorage');
    try {
      expect(browserStorage()).to.equal(session);
      expect(persistenceWorks()).to.equal(true);
      const restoreSession = refuse('sessionStorage');
      try {
        expect(browserStorage()).to.equal(noopStorage);
        expect(persistenceWorks()).to.equal(false);
      } finally {
        restoreSession();
      }
    } finally {
      restoreLocal();
    }
    expect(browserStorage()).to.equal(window.localStorage);
  });

  it('keeps each persistence to itself: its slices, its storage and its restore', async () => {
    const [one, two] = [createPersistence(), createPersistence()];
    const valid = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);
    const a = one.persistedSignal('note', () => '', valid);
    const b = two.persistedSignal('note', () => '', valid);
    const [storeOne, storeTwo] = [memoryStorage({ version: STATE_VERSION, slices: { note: 'kept' } }), memoryStorage()];
    await one.restoreState({ storage: storeOne });
    await two.restoreState({ storage: storeTwo });
    expect([a.value, b.value]).to.deep.equal(['kept', '']);
    b.value = 'typed in two';
    await flush();
    expect(storeOne.root().slices.note).to.equal('kept');
    expect(storeTwo.root().slices.note).to.equal('typed in two');
    // The page's own persistence never saw either slice.
    await restoreState({ storage: memoryStorage() });
    expect(a.value).to.equal('kept');
    one.reset();
    two.reset();
  });

  it('restores only once', async () => {
    const first = restoreState({ storage: memoryStorage() });
    expect(restoreState({ storage: memoryStorage('{') })).to.equal(first);
    await first;
  });
});
