import { getConfig } from '../../config';
import { ownMessages } from '../../messages';

/** The empty car list: what happened and the way back to the search. */
export function NoCars() {
  return (
    <div className="chw-vehicles__empty" role="status">
      <p className="chw-vehicles__empty-title">{ownMessages.noCars}</p>
      <p>{ownMessages.noCarsHint}</p>
      <a className="chw-button" href={getConfig().routes.home}>
        {ownMessages.changeSearch}
      </a>
    </div>
  );
}
