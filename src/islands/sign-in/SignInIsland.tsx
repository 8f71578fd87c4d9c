import { useEffect, useState, type FormEvent } from 'react';
import { toApiError } from '../../api/client';
import type { ApiErrorKind } from '../../api/types';
import { login } from '../../api/staff';
import { getConfig } from '../../config';
import { getCookie, setCookie } from '../../lib/cookies';
import { sharedMessages } from '../../messages/shared';
import { staffMessages } from '../../messages/staff';
import { useSubmit } from '../../lib/useSubmit';
import { Alert } from '../../ui/Alert';
import { TextField } from '../../ui/TextField';
import { validateLogin, type LoginErrors } from './validateLogin';
import '../../ui/theme.css';
import './SignIn.css';

/** Statuses that mean "these credentials were refused" rather than "the call failed". */
const REFUSED = new Set([400, 401, 403, 404, 422]);
/** Too many failed sign-ins: the server says how long to wait. */
const TOO_MANY = 429;
/** Kinds of an answer that came but could not be used (api/types ApiErrorKind): not "unreachable". */
const UNREADABLE = new Set<ApiErrorKind>(['malformed', 'unexpected']);

/** The form's fields in order: the first one refused takes the focus. */
const FIELDS = [
  { key: 'email', label: staffMessages.staffEmail, type: 'email', autoComplete: 'username' },
  { key: 'password', label: staffMessages.staffPassword, type: 'password', autoComplete: 'current-password' },
] as const;

type Credentials = Record<(typeof FIELDS)[number]['key'], string>;

const fieldId = (key: keyof Credentials) => `chw-sign-in-${key}`;

/**
 * Staff sign-in: validates per field, logs in once per submit, stores the auth
 * cookie for TokenTTL minutes and opens the dashboard. Already signed in → the
 * dashboard straight away.
 */
export function SignInIsland() {
  const signedIn = getCookie('auth_token') !== '';
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const { busy: submitting, run } = useSubmit();

  useEffect(() => {
    if (signedIn) window.location.replace(getConfig().routes.dashboard);
  }, [signedIn]);

  if (signedIn) return <p className="chw-sign-in__redirect">{staffMessages.redirecting}</p>;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => {
      const found = validateLogin(values.email, values.password);
      setErrors(found);
      setFailure('');
      const refused = FIELDS.find(({ key }) => found[key]);
      if (refused) {
        document.getElementById(fieldId(refused.key))?.focus();
        return;
      }
      return signIn();
    });
  };

  /** Resolves true once signed in: it stays "submitting" while the dashboard loads, so no second submit. */
  const signIn = async () => {
    try {
      const result = await login({ email: values.email.trim(), password: values.password });
      setCookie('auth_token', result.Token, result.TokenTTL);
      window.location.assign(getConfig().routes.dashboard);
      return true;
    } catch (error) {
      const { status, kind, serverMessage } = toApiError(error);
      setFailure(
        status === TOO_MANY
          ? serverMessage || staffMessages.loginThrottled
          : REFUSED.has(status)
            ? staffMessages.loginFailed
            : UNREADABLE.has(kind)
              ? sharedMessages.unreadableAnswer
              : staffMessages.loginUnreachable,
      );
      return false;
    }
  };

  return (
    <section className="chw-sign-in" aria-labelledby="chw-sign-in-heading">
      <h2 id="chw-sign-in-heading" className="chw-sign-in__heading">
        {staffMessages.signInHeading}
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="chw-sign-in__form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        {FIELDS.map(({ key, ...field }) => (
          <TextField
            key={key}
            id={fieldId(key)}
            {...field}
            value={values[key]}
            onChange={(value) => setValues((before) => ({ ...before, [key]: value }))}
            error={errors[key]}
          />
        ))}
        <button
          type="submit"
          className="chw-button chw-sign-in__submit"
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? staffMessages.signingIn : staffMessages.signInButton}
        </button>
      </form>
    </section>
  );
}
