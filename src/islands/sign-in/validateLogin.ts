import { staffMessages } from '../../messages/staff';
import { isEmail, required } from '../../lib/validation';

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** Spec §5 login rules: one message per field, the first that fails. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!required(email)) errors.email = staffMessages.loginEmailRequired;
  else if (!isEmail(email)) errors.email = staffMessages.loginEmailInvalid;
  if (!required(password)) errors.password = staffMessages.loginPasswordRequired;
  return errors;
}
