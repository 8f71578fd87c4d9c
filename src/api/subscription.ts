import { request } from './client';
import type {
  CalculateResult,
  ClientSecretResult,
  PaymentResult,
  SubscriptionCalculateRequest,
  SubscriptionCustomerRequest,
  SubscriptionPaymentRequest,
  SubscriptionSelectRequest,
  SubscriptionStoreRequest,
  SubscriptionStoreResult,
} from './types';

/** Subscription calls (spec §7): store and select on the rental host, the rest on the booking API. */

export const storeSubscription = (body: SubscriptionStoreRequest) =>
  request<SubscriptionStoreResult>('POST', 'rental', '/subscription/store', body);

export const selectSubscription = (body: SubscriptionSelectRequest) =>
  request<unknown>('POST', 'rental', '/subscription/select', body);

export const saveSubscriptionCustomer = (body: SubscriptionCustomerRequest) =>
  request<ClientSecretResult>('POST', 'booking', '/subscription/customer', body);

export const calculateSubscription = (body: SubscriptionCalculateRequest) =>
  request<CalculateResult>('POST', 'booking', '/subscription/calculate', body);

export const registerSubscriptionPayment = (body: SubscriptionPaymentRequest) =>
  request<PaymentResult>('POST', 'booking', '/subscription/payment', body);
