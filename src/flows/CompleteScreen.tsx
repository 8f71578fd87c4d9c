import { bookingMessages } from '../messages/booking';
import '../ui/theme.css';
import './CompleteScreen.css';

export interface CompleteScreenProps {
  /** The booking reference number shown and used to key the survey. */
  reference: string;
  homeUrl: string;
  /** Survey URL template from config; `{ref}` is replaced by the URL-encoded reference. '' hides the frame. */
  surveyUrl: string;
  /** Defaults to 'Your Booking Is Being Processed!'. */
  heading?: string;
}

/** The survey frame's address for a reference. */
export function surveyUrlFor(template: string, reference: string): string {
  return template.split('{ref}').join(encodeURIComponent(reference));
}

/**
 * The booking (and subscription) complete screen of spec §2. Pure display: the
 * island around it does the redirects, analytics and state reset.
 */
export function CompleteScreen({
  reference,
  homeUrl,
  surveyUrl,
  heading = bookingMessages.bookingProcessing,
}: CompleteScreenProps) {
  return (
    <div className="chw-complete">
      <h1 className="chw-complete__heading">{heading}</h1>
      <p className="chw-complete__reference">
        {bookingMessages.bookingReference}: <strong>{reference}</strong>
      </p>
      <p>{bookingMessages.confirmationTime}</p>
      <p>{bookingMessages.confirmationAdvice}</p>
      <a className="chw-button chw-complete__home" href={homeUrl}>
        {bookingMessages.backToHome}
      </a>
      {surveyUrl && (
        <section className="chw-complete__survey" aria-labelledby="chw-complete-survey">
          <h2 id="chw-complete-survey" className="chw-complete__survey-heading">
            {bookingMessages.helpUsImprove}
          </h2>
          <iframe
            className="chw-complete__frame"
            title={bookingMessages.surveyFrameTitle}
            src={surveyUrlFor(surveyUrl, reference)}
            loading="lazy"
          />
        </section>
      )}
    </div>
  );
}
