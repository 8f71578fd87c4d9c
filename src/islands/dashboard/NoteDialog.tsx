import { useRef, useState, type FormEvent } from 'react';
import { setBookingNote } from '../../api/staff';
import type { DashboardBooking, NoteOption } from '../../api/types';
import { useSubmit } from '../../lib/useSubmit';
import { required } from '../../lib/validation';
import { staffMessages } from '../../messages/staff';
import { Select } from '../../ui/Select';
import { FormDialog } from './FormDialog';
import { endSessionIfUnauthorized } from './session';
import { useDialogSubject } from './useDialogSubject';

/** Spec §5/§9: this note needs a Res Team No. */
export const NOTE_NEEDS_RES_TEAM_NO = 6;
const NOTE_SELECT_ID = 'chw-dashboard-note-select';

interface Props {
  booking: DashboardBooking | null;
  notes: NoteOption[];
  onClose: () => void;
  onSaved: (id: number, patch: Pick<DashboardBooking, 'Note' | 'ResTeamNo'>) => void;
}

interface Errors {
  note?: string;
  resTeamNo?: string;
}

/** The add/update note modal: PATCH /booking-status. */
export function NoteDialog({ booking, notes, onClose, onSaved }: Props) {
  const [noteId, setNoteId] = useState('');
  const [resTeamNo, setResTeamNo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const { busy: saving, run } = useSubmit();
  const resRef = useRef<HTMLInputElement>(null);

  // A new booking: start from its saved note. The last one stays shown while the dialog fades out.
  const row = useDialogSubject(booking, (next) => {
    setNoteId(next.Note === null ? '' : String(next.Note));
    setResTeamNo(next.ResTeamNo ?? '');
    setErrors({});
    setFailure('');
  });
  if (!row) return null;
  const special = notes.find((note) => note.ID === NOTE_NEEDS_RES_TEAM_NO);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      if (!booking) return;
      const found: Errors = {};
      if (!noteId) found.note = staffMessages.noteRequired;
      else if (Number(noteId) === NOTE_NEEDS_RES_TEAM_NO && !required(resTeamNo))
        found.resTeamNo = staffMessages.resTeamNoRequired;
      setErrors(found);
      setFailure('');
      if (found.note) return void document.getElementById(NOTE_SELECT_ID)?.focus();
      if (found.resTeamNo) return void resRef.current?.focus();
      return send(booking.ID);
    });
  };

  const send = async (id: number) => {
    try {
      await setBookingNote({ booking_id: id, note_id: Number(noteId), rest_team_no: resTeamNo.trim() });
      onSaved(id, { Note: Number(noteId), ResTeamNo: resTeamNo.trim() });
    } catch (error) {
      if (!endSessionIfUnauthorized(error)) setFailure(staffMessages.noteSaveFailed);
    }
  };

  return (
    <FormDialog
      open={booking !== null}
      title={staffMessages.noteDialogTitle(row.ID)}
      onClose={onClose}
      submitLabel={staffMessages.save}
      busy={saving}
      failure={failure}
      onSubmit={save}
    >
      <Select
        id={NOTE_SELECT_ID}
        label={staffMessages.filterNote}
        placeholder={staffMessages.noteSelectPlaceholder}
        options={notes.map((note) => ({ label: note.Description, value: String(note.ID) }))}
        value={noteId}
        error={errors.note}
        onChange={(event) => setNoteId(event.currentTarget.value)}
      />
      <div className="chw-field">
        <label htmlFor="chw-dashboard-res-team-no" className="chw-label">
          {staffMessages.resTeamNo}
        </label>
        <input
          ref={resRef}
          id="chw-dashboard-res-team-no"
          className="chw-input"
          type="text"
          autoComplete="off"
          value={resTeamNo}
          maxLength={40}
          onChange={(event) => setResTeamNo(event.currentTarget.value)}
          aria-invalid={errors.resTeamNo ? true : undefined}
          aria-describedby={
            [errors.resTeamNo ? 'chw-dashboard-res-team-no-error' : '', special ? 'chw-dashboard-res-team-no-hint' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-required={Number(noteId) === NOTE_NEEDS_RES_TEAM_NO || undefined}
        />
        {special && (
          <span id="chw-dashboard-res-team-no-hint" className="chw-dashboard__hint">
            {staffMessages.resTeamNoHint(special.Description)}
          </span>
        )}
        {errors.resTeamNo && (
          <span id="chw-dashboard-res-team-no-error" className="chw-field-error" role="alert">
            {errors.resTeamNo}
          </span>
        )}
      </div>
    </FormDialog>
  );
}
