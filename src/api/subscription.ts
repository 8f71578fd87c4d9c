import { api } from './client';
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

/**
 * Subscription calls (spec §7): store and select on the rental host, the rest on the booking API;
 * each takes the caller's AbortSignal last.
 */

export const storeSubscription = (body: SubscriptionStoreRequest, signal?: AbortSignal) =>
  api('rental', { signal }).post(body, '/subscription/store') as Promise<SubscriptionStoreResult>;

export const selectSubscription = (body: SubscriptionSelectRequest, signal?: AbortSignal) =>
  api('rental', { signal }).post(body, '/subscription/select');

export const saveSubscriptionCustomer = (body: SubscriptionCustomerRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/subscription/customer') as Promise<ClientSecretResult>;

export const calculateSubscription = (body: SubscriptionCalculateRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/subscription/calculate') as Promise<CalculateResult>;

export const registerSubscriptionPayment = (body: SubscriptionPaymentRequest, signal?: AbortSignal) =>
  api('booking', { signal }).post(body, '/subscription/payment') as Promise<PaymentResult>;
