import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/client';
import { uploadPhoto, type Checkin, type CheckinPhoto, type PhotoSide } from '../../api/checkin';
import { checkinMessages } from '../../messages/checkin';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { apiErrorText } from '../apiErrorText';
import { PhotoFileError, downscalePhoto, previewUrl } from './photoFile';

/** Where one photo is: nothing yet, being prepared or sent, sent, or refused with a message. */
type Stage =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** `retry`: the photo as prepared, to send again when the connection dropped on the way. */
  | { kind: 'error'; text: string; retry: Blob | null };

/** An answer that never came (the connection dropped, or it timed out): the same photo may go again. */
const dropped = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500);

/** The renter's words for a failed photo: the file's problem, the server's 413/415, or the dropped line. */
function failureText(error: unknown): string {
  if (error instanceof PhotoFileError)
    return error.problem === 'size' ? checkinMessages.checkinPhotoTooLarge : checkinMessages.checkinPhotoWrongType;
  if (error instanceof ApiError) {
    if (error.status === 415) return checkinMessages.checkinPhotoWrongType;
    if (error.status === 413) return checkinMessages.checkinPhotoTooLarge;
    if (dropped(error)) return checkinMessages.checkinPhotoDropped;
    return apiErrorText(error);
  }
  return checkinMessages.checkinPhotoWrongType;
}

/**
 * One side of one driver's licence: a file input that opens the back camera on a phone
 * (`capture="environment"`; a computer offers its files), downscaled and re-encoded here
 * (photoFile.ts) before it goes up, a preview of what was sent, the desk's request for another,
 * and "try again" with the same photo when the connection dropped on the way.
 */
export function PhotoInput({
  driverId,
  side,
  photo,
  limits,
  onState,
  onSessionEnded,
}: {
  driverId: number;
  side: PhotoSide;
  photo: CheckinPhoto | null;
  limits: Checkin['limits'];
  onState: (next: Checkin) => void;
  onSessionEnded: () => void;
}) {
  const id = `chw-checkin-photo-${driverId}-${side}`;
  const label = side === 'front' ? checkinMessages.checkinPhotoFront : checkinMessages.checkinPhotoBack;
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [preview, setPreview] = useState('');

  const send = (blob: Blob) => {
    setStage({ kind: 'sending' });
    uploadPhoto(driverId, side, blob).then(
      (next) => {
        setStage({ kind: 'sent' });
        onState(next);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === 'unauthorized') onSessionEnded();
        else setStage({ kind: 'error', text: failureText(error), retry: dropped(error) ? blob : null });
      },
    );
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file chosen twice must still fire a change.
    event.currentTarget.value = '';
    if (!file) return;
    setStage({ kind: 'preparing' });
    downscalePhoto(file, limits.photo_max_px, limits.photo_max_bytes)
      .then(async (blob) => {
        setPreview(await previewUrl(blob));
        send(blob);
      })
      .catch((error: unknown) => {
        setPreview('');
        setStage({ kind: 'error', text: failureText(error), retry: null });
      });
  };

  const busy = stage.kind === 'preparing' || stage.kind === 'sending';
  const askAgain = photo?.review === 'ask_again' && stage.kind !== 'sent';
  const statusId = `${id}-status`;
  return (
    <div className="chw-checkin-photo">
      <span className="chw-label" id={`${id}-label`}>
        {label}
      </span>
      {preview ? (
        <img
          className="chw-checkin-photo__preview chw-photo-frame"
          src={preview}
          alt={checkinMessages.checkinPhotoPreview(label)}
        />
      ) : null}
      {askAgain ? (
        <Alert tone="warning">
          {photo.reason
            ? checkinMessages.checkinPhotoAskAgain(photo.reason)
            : checkinMessages.checkinPhotoAskAgainNoReason}
        </Alert>
      ) : null}
      <p id={statusId} className="chw-checkin-photo__status" role="status">
        {stage.kind === 'preparing' || stage.kind === 'sending' ? <Spinner /> : null}
        {stage.kind === 'preparing' ? checkinMessages.checkinPhotoPreparing : null}
        {stage.kind === 'sending' ? checkinMessages.checkinPhotoUploading : null}
        {stage.kind === 'sent' ? checkinMessages.checkinPhotoUploaded : null}
        {stage.kind === 'idle' && photo && !askAgain ? checkinMessages.checkinPhotoOnFile : null}
      </p>
      {/* The input itself is the control (visually a button through its label): keyboard, screen
          readers and the camera all work as the browser made them. */}
      <input
        id={id}
        className="chw-checkin-photo__input"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={busy}
        aria-labelledby={`${id}-label ${id}-choose`}
        aria-describedby={stage.kind === 'error' ? `${id}-error` : statusId}
        aria-invalid={stage.kind === 'error' ? true : undefined}
        onChange={chosen}
      />
      <label htmlFor={id} id={`${id}-choose`} className="chw-button chw-button--secondary chw-checkin-photo__choose">
        {photo || preview ? checkinMessages.checkinPhotoReplace : checkinMessages.checkinPhotoChoose}
      </label>
      {stage.kind === 'error' ? (
        <div className="chw-checkin-photo__error">
          <span id={`${id}-error`} role="alert" className="chw-field-error">
            {stage.text}
          </span>
          {stage.retry ? (
            <button
              type="button"
              className="chw-button chw-button--secondary"
              onClick={() => stage.retry && send(stage.retry)}
            >
              {checkinMessages.checkinPhotoRetry}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
