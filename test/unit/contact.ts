import type { SubscriptionContact } from '../../src/flows/savedContact';

/** A complete contact as the subscription forms hold it, for their rule tests. */
export const validContact: SubscriptionContact = {
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.com',
  mobileNumber: '412345678',
  mobileCountryCode: '61',
  mobileCountry: 'au',
};

/** The same contact with every field left empty. */
export const blankContact = { firstName: '', lastName: '', email: '', mobileNumber: '' };
