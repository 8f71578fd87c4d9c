import { api, blobApi } from './client';
import type { CheckinAudit, CheckinDeskState, CheckinReviewRequest, CheckinReviewResult } from './types';

/**
 * Online check-in at the desk (an optional addition beside Manage my booking, demo/README.md), with
 * the staff bearer: one booking's check-in (full licence numbers; the call is written to the
 * booking's audit list), a licence photo's bytes (never cached, audited), the audit list again (not
 * audited), and Accept or Ask again. Only the dashboard's check-in view imports this file.
 */

export const getDeskCheckin = (bookingId: number, signal?: AbortSignal) =>
  api('booking', { signal }).get(`/checkins/${bookingId}`) as Promise<CheckinDeskState>;

export const getDeskCheckinAudit = (bookingId: number, signal?: AbortSignal) =>
  api('booking', { signal }).get(`/checkins/audit/${bookingId}`) as Promise<CheckinAudit>;

/** A licence photo as its bytes (JPEG, PNG or WebP). */
export const getDeskCheckinPhoto = (photoId: number, signal?: AbortSignal) =>
  blobApi('booking', { signal }).accept('image/jpeg, image/png, image/webp').get(`/checkins/photo/${photoId}`);

export const reviewDeskCheckinPhoto = (body: CheckinReviewRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/checkins/review') as Promise<CheckinReviewResult>;
