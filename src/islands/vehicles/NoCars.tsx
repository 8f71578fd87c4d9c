import { getConfig } from '../../config';
import { vehicleMessages } from '../../messages/vehicles';

/** The empty car list: what happened and the way back to the search. */
export function NoCars() {
  return (
    <div className="chw-vehicles__empty" role="status">
      <p className="chw-vehicles__empty-title">{vehicleMessages.noCars}</p>
      <p>{vehicleMessages.noCarsHint}</p>
      <a className="chw-button" href={getConfig().routes.home}>
        {vehicleMessages.changeSearch}
      </a>
    </div>
  );
}
