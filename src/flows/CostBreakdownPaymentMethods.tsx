import { bookingMessages } from '../messages/booking';

/**
 * The accepted card brands as one small inline SVG image (no network request,
 * scales with the panel). Its accessible name lists the brands.
 */
export function CostBreakdownPaymentMethods() {
  return (
    <svg
      className="chw-cost__methods"
      role="img"
      aria-label={bookingMessages.paymentMethodsAlt}
      viewBox="0 0 156 32"
      width="156"
      height="32"
    >
      <title>{bookingMessages.paymentMethodsAlt}</title>
      <rect x="0.5" y="0.5" width="48" height="31" rx="4" fill="#fff" stroke="#c4cad3" />
      <text
        x="24.5"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="13"
        fontWeight="700"
        fontStyle="italic"
        fill="#1a1f71"
      >
        VISA
      </text>
      <rect x="53.5" y="0.5" width="48" height="31" rx="4" fill="#fff" stroke="#c4cad3" />
      <circle cx="71.5" cy="16" r="9" fill="#eb001b" />
      <circle cx="83.5" cy="16" r="9" fill="#f79e1b" fillOpacity="0.85" />
      <rect x="106.5" y="0.5" width="48" height="31" rx="4" fill="#1f72cd" stroke="#1f72cd" />
      <text
        x="130.5"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </svg>
  );
}
