import { getConfig } from '../../config';
import { HelpLine } from '../../ui/HelpLine';
import { reportLead } from '../../lib/leads';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendEnquiry } from '../../api/enquiry';
import { keptAttribution } from '../../lib/attribution';
import { useSubmit } from '../../lib/useSubmit';
import { enquiryMessages } from '../../messages/enquiry';
import { CALL_TIMES } from '../../ruleLists.generated';
import { Alert } from '../../ui/Alert';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { enquiryType, type EnquiryProps } from './enquiryType';
import { CONTACT_PREFILL_HASH, knownContact } from '../../flows/knownContact';
import type { FormErrors } from '../../flows/contactRules';
import { validateEnquiry, type EnquiryValues } from './validateEnquiry';
import './EnquiryForm.css';

/** How the last sending ended (while one is on its way: idle). */
type Status = 'idle' | 'success' | 'failed';

const emptyValues = (): EnquiryValues => ({ name: '', phone: '', email: '', callTime: CALL_TIMES[0] });
/** Empty, or (arriving from "Request a call" when the booking API was down) what the renter already typed. */
const initialValues = (): EnquiryValues =>
  window.location.hash === `#${CONTACT_PREFILL_HASH}` ? { ...emptyValues(), ...knownContact() } : emptyValues();
const callTimeOptions = CALL_TIMES.map((time) => ({ label: time, value: time }));

/** The required text fields: their label and what the browser may fill in (spec §5 Request-a-call). */
const TEXT_FIELDS = {
  name: { label: enquiryMessages.enquiryName, autoComplete: 'name' },
  phone: { label: enquiryMessages.enquiryPhone, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { label: enquiryMessages.enquiryEmail, type: 'email', autoComplete: 'email' },
} as const;

/**
 * Request-a-call / long-term rental enquiry (spec §2, §4 "Enquiry form"):
 * idle → submitting → success (fields cleared) or failed (fields kept).
 */
export function EnquiryIsland(props: EnquiryProps) {
  const id = useId();
  const type = enquiryType(props, window.location.pathname);
  const [values, setValues] = useState<EnquiryValues>(initialValues);
  const [errors, setErrors] = useState<FormErrors<EnquiryValues>>({});
  const [status, setStatus] = useState<Status>('idle');
  const { busy: submitting, run } = useSubmit();
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    emailRef.current?.focus();
    // The marker has done its work: a reload after sending starts empty.
    if (window.location.hash === `#${CONTACT_PREFILL_HASH}`) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const change = (key: keyof EnquiryValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Re-check a field once its error is showing, so the message goes as soon as it is fixed.
    if (errors[key]) setErrors((current) => ({ ...current, [key]: validateEnquiry({ ...values, [key]: value })[key] }));
  };

  /** A text field's id, label, kind, value, change handler and message, for one of the required values. */
  const text = (key: keyof typeof TEXT_FIELDS) => ({
    ...TEXT_FIELDS[key],
    id: `${id}-${key}`,
    value: values[key],
    onChange: change(key),
    error: errors[key],
    required: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => {
      const found = validateEnquiry(values);
      setErrors(found);
      if (found.name || found.phone || found.email) {
        const first = found.name ? nameRef : found.phone ? phoneRef : emailRef;
        first.current?.focus();
        return;
      }
      return send();
    });
  };

  const send = async () => {
    setStatus('idle');
    try {
      await sendEnquiry({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        call_time: values.callTime,
        type,
        ...keptAttribution(),
      });
      setValues(emptyValues());
      setStatus('success');
      reportLead({ source: 'enquiry', type });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <form
      className="chw-enquiry"
      noValidate
      aria-label={type === 'REQ_CALL' ? enquiryMessages.enquiryFormReqCall : enquiryMessages.enquiryFormLongTerm}
      aria-busy={submitting}
      onSubmit={onSubmit}
    >
      <HelpLine phone={getConfig().supportPhone} />
      {status === 'success' && <Alert tone="success">{enquiryMessages.enquirySuccess}</Alert>}
      {status === 'failed' && <Alert tone="error">{enquiryMessages.enquiryFailed}</Alert>}
      <div className="chw-form-grid chw-enquiry__grid">
        <TextField {...text('name')} inputRef={nameRef} />
        <TextField {...text('phone')} inputRef={phoneRef} />
        <TextField {...text('email')} inputRef={emailRef} />
        <Select
          id={`${id}-call-time`}
          label={enquiryMessages.enquiryCallTime}
          options={callTimeOptions}
          value={values.callTime}
          onChange={(event) => change('callTime')(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="chw-button chw-enquiry__submit" disabled={submitting}>
        {submitting ? enquiryMessages.sending : enquiryMessages.enquirySubmit}
      </button>
    </form>
  );
}
