import { messages } from '../../messages';
import { isEmail, required } from '../../lib/validation';

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** Spec §5 login rules: one message per field, the first that fails. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!required(email)) errors.email = messages.loginEmailRequired;
  else if (!isEmail(email)) errors.email = messages.loginEmailInvalid;
  if (!required(password)) errors.password = messages.loginPasswordRequired;
  return errors;
}
