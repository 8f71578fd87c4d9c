import type { ReactNode } from 'react';
import { bookingMessages } from '../messages/booking';

/** A brand's name on its card: centred, in bold Arial. */
function BrandName(props: { x: string; y: string; size: string; fill: string; italic?: boolean; children: ReactNode }) {
  return (
    <text
      x={props.x}
      y={props.y}
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize={props.size}
      fontWeight="700"
      fontStyle={props.italic ? 'italic' : undefined}
      fill={props.fill}
    >
      {props.children}
    </text>
  );
}

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
      <BrandName x="24.5" y="21" size="13" fill="#1a1f71" italic>
        VISA
      </BrandName>
      <rect x="53.5" y="0.5" width="48" height="31" rx="4" fill="#fff" stroke="#c4cad3" />
      <circle cx="71.5" cy="16" r="9" fill="#eb001b" />
      <circle cx="83.5" cy="16" r="9" fill="#f79e1b" fillOpacity="0.85" />
      <rect x="106.5" y="0.5" width="48" height="31" rx="4" fill="#1f72cd" stroke="#1f72cd" />
      <BrandName x="130.5" y="20" size="10" fill="#fff">
        AMEX
      </BrandName>
    </svg>
  );
}
