import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { STAFF_SEARCH_MAX_LENGTH } from '../../rules.generated';
import { defaultView, parseView, sameView, toggleSort, viewToFilters, viewToSearch, withFilter } from './dashboardView';

describe('dashboard view in the URL', () => {
  it('round-trips through the query and omits defaults', () => {
    const view = {
      ...defaultView,
      dateFrom: '2026-01-05',
      timeFrom: '09:30',
      status: 'C' as const,
      checkin: 'needs_attention' as const,
      agent: '3',
      orderBy: 'TotalAmount' as const,
      orderDirection: 'asc' as const,
      page: 4,
    };
    const search = viewToSearch(view);
    expect(search).to.equal(
      '?date_from=2026-01-05&time_from=09%3A30&agent=3&status=C&checkin=needs_attention&order_by=TotalAmount&order_direction=asc&page=4',
    );
    expect(parseView(search)).to.deep.equal(view);
    expect(viewToSearch(defaultView)).to.equal('');
  });

  it('drops anything malformed or unknown', () => {
    const view = parseView(
      '?date_from=2026-02-30&time_to=23:45&status=Z&checkin=done&type=BOOKING&agent=1;drop&vehicle=<b>&note=2&order_by=Nope&order_direction=asc&page=-2',
    );
    expect(view).to.deep.equal({ ...defaultView, type: 'BOOKING', note: '2' });
    expect(parseView('?order_by=ID').orderBy, 'a sort needs a direction').to.equal('');
  });

  it('sends dates with their times, and empty filters as empty strings', () => {
    const filters = viewToFilters({ ...defaultView, dateFrom: '2026-01-05', dateTo: '2026-01-06', timeTo: '23:59' });
    expect(filters).to.deep.equal({
      type: '',
      date_from: '2026-01-05 00:00',
      date_to: '2026-01-06 23:59',
      agent: '',
      vehicle: '',
      status: '',
      checkin: '',
      note: '',
      q: '',
      queue: '',
      order_by: '',
      order_direction: '',
    });
    expect(
      viewToFilters({ ...defaultView, timeFrom: '10:00' }).date_from,
      'a time without a date is no filter',
    ).to.equal('');
  });

  it('keeps the "To call" view in the URL but not the search; a search is trimmed, capped and plain text', () => {
    const view = { ...defaultView, q: "O'Brien 0412", queue: 'to_call' as const, status: 'R' as const };
    const search = viewToSearch(view);
    // The search text stays out of the address (emails, phone numbers); a link with q is still read.
    expect(search).to.equal('?status=R&queue=to_call');
    expect(parseView('?status=R&q=O%27Brien+0412&queue=to_call')).to.deep.equal(view);
    expect(parseView(search)).to.deep.equal({ ...view, q: '' });
    expect(sameView(view, { ...view, q: 'smith' })).to.equal(false, 'another search is another view');
    expect(viewToFilters(view)).to.include({ q: "O'Brien 0412", queue: 'to_call' });
    expect(parseView(`?q=${'x'.repeat(150)}`).q.length).to.equal(STAFF_SEARCH_MAX_LENGTH);
    expect(parseView('?q=%20a%00b%20').q).to.equal('a b');
    expect(parseView('?queue=everything').queue).to.equal('');
    const searched = withFilter({ ...defaultView, orderBy: 'ID', orderDirection: 'asc', page: 4 }, { q: 'smith' });
    expect(searched).to.deep.equal({ ...defaultView, q: 'smith' }, 'a search is a filter: page 1, no sort');
  });

  it('filtering resets to page 1 and clears sorting', () => {
    const sorted = { ...defaultView, orderBy: 'ID' as const, orderDirection: 'desc' as const, page: 3 };
    expect(withFilter(sorted, { status: 'Q' })).to.deep.equal({ ...defaultView, status: 'Q' });
    expect(withFilter(sorted, { checkin: 'ready' })).to.deep.equal({ ...defaultView, checkin: 'ready' });
    expect(viewToFilters({ ...defaultView, checkin: 'ready' })).to.include({ checkin: 'ready' });
  });

  it('sorts descending on the first click, then toggles; a new column starts descending again', () => {
    const once = toggleSort({ ...defaultView, page: 5 }, 'LastName');
    expect([once.orderBy, once.orderDirection, once.page]).to.deep.equal(['LastName', 'desc', 1]);
    const twice = toggleSort(once, 'LastName');
    expect(twice.orderDirection).to.equal('asc');
    expect(toggleSort(twice, 'LastName').orderDirection).to.equal('desc');
    expect(toggleSort(twice, 'ID').orderDirection).to.equal('desc');
  });
});
