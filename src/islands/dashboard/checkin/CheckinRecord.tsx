import type { CheckinAudit, CheckinDeskState } from '../../../api/types';
import { staffMessages } from '../../../messages/staff';
import { Facts } from './Facts';

interface Props {
  state: CheckinDeskState;
  audit: CheckinAudit;
  /** An instant as the branch's wall clock reads it. */
  at: (instant: string) => string;
}

/** The rest of a check-in at the desk: the arrival, the signed agreement's record, and who viewed it when. */
export function CheckinRecord({ state, audit, at }: Props) {
  const { arrival, agreement } = state;
  const record = agreement.signed_record;
  const arrivalFacts: [string, string][] = [
    [staffMessages.deskCheckinFlight, arrival.flight_no],
    [staffMessages.deskCheckinArrivalTime, arrival.arrival_time],
    [staffMessages.deskCheckinArrivalNote, arrival.note],
  ];
  return (
    <>
      <h4 className="chw-dashboard__checkin-part">{staffMessages.deskCheckinArrival}</h4>
      {arrival.arrival_time ? (
        <Facts facts={arrivalFacts} />
      ) : (
        <p className="chw-dashboard__empty">{staffMessages.deskCheckinNotGiven}</p>
      )}
      <h4 className="chw-dashboard__checkin-part">{staffMessages.deskCheckinAgreement}</h4>
      {record ? (
        <p className="chw-dashboard__agreement">
          {staffMessages.deskCheckinSignedBy(record.name, at(record.at), record.address)}{' '}
          {staffMessages.deskCheckinSignedVersion(record.version)}
          {!agreement.signed && (
            <strong className="chw-dashboard__agreement-old"> {staffMessages.deskCheckinSignedEarlier}</strong>
          )}
        </p>
      ) : (
        <p className="chw-dashboard__empty">{staffMessages.deskCheckinNotSigned}</p>
      )}
      <h4 className="chw-dashboard__checkin-part">{staffMessages.deskCheckinAudit}</h4>
      {audit.length === 0 ? (
        <p className="chw-dashboard__empty">{staffMessages.deskCheckinAuditEmpty}</p>
      ) : (
        <ol className="chw-dashboard__audit">
          {audit.map((entry, index) => (
            <li key={index}>{staffMessages.deskCheckinAuditEntry(at(entry.at), entry.staff, entry.what)}</li>
          ))}
        </ol>
      )}
    </>
  );
}
