import { liabilityExtrasMessages } from '../../messages/liabilityExtras';

/**
 * The administration-fee note under the liability options, in the words of spec §9: $250 with the
 * $5,000 or $500 damage liability option, none with $0 (whatever the server says of each option).
 */
export function AdminFeeNote() {
  return <p className="chw-liability__note">{liabilityExtrasMessages.adminFeeNote}</p>;
}
