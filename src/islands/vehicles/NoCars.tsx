import { getConfig } from '../../config';
import { bookingMessages } from '../../messages/booking';

/** The empty car list: what happened and the way back to the search. */
export function NoCars() {
  return (
    <div className="chw-vehicles__empty" role="status">
      <p className="chw-vehicles__empty-title">{bookingMessages.noCars}</p>
      <p>{bookingMessages.noCarsHint}</p>
      <a className="chw-button" href={getConfig().routes.home}>
        {bookingMessages.changeSearch}
      </a>
    </div>
  );
}
