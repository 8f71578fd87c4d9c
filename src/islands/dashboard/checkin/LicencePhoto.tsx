import { useEffect } from 'react';
import type { CheckinPhoto } from '../../../api/types';
import { getDeskCheckinPhoto } from '../../../api/staffCheckin';
import { useRequest } from '../../../lib/useRequest';
import { staffMessages } from '../../../messages/staff';
import { endSessionIfUnauthorized } from '../session';

/** The image types a licence photo may be (the server checks the bytes; never SVG). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A photo's bytes as a `data:` URL: the pages' CSP allows `img-src 'self' data:`, no `blob:`, and
 * nothing of it outlives the view (no object URL to revoke, nothing stored).
 */
function toDataUrl(photo: Blob): Promise<string> {
  if (!PHOTO_TYPES.includes(photo.type)) return Promise.reject(new Error(`not a licence photo: ${photo.type}`));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable photo'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable photo'));
    reader.readAsDataURL(photo);
  });
}

interface Props {
  photo: CheckinPhoto;
  /** What the photo is ("Front of Olivia Nguyen's licence"): its alternative text. */
  label: string;
  /** The photo has loaded or failed (the audit list then has its view). */
  onSettled: (photoId: number) => void;
}

/** One licence photo, fetched with the staff bearer (each fetch is a view the audit list records). */
export function LicencePhoto({ photo, label, onSettled }: Props) {
  const fetched = useRequest(`${photo.id}`, (signal) =>
    getDeskCheckinPhoto(photo.id, signal).then(toDataUrl, (error: unknown) => {
      if (!signal.aborted) endSessionIfUnauthorized(error);
      throw error;
    }),
  );
  const { loading } = fetched;
  useEffect(() => {
    if (!loading) onSettled(photo.id);
  }, [loading, onSettled, photo.id]);

  if (fetched.data)
    return <img className="chw-dashboard__licence-photo chw-photo-frame" src={fetched.data} alt={label} />;
  return (
    <p className="chw-dashboard__licence-photo chw-photo-frame chw-dashboard__licence-photo--empty" role="status">
      {fetched.failed ? staffMessages.deskCheckinPhotoFailed : staffMessages.deskCheckinPhotoLoading}
    </p>
  );
}
