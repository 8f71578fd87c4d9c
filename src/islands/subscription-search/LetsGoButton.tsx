import { subscriptionMessages } from '../../messages/subscription';

/**
 * The image submit button of spec §2 ('lets go'): the picture is an inline SVG
 * (no request, scales crisply), its accessible name the spec's text.
 */
export function LetsGoButton({ disabled }: { disabled?: boolean }) {
  return (
    <button type="submit" className="chw-sub-search__go" disabled={disabled}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 200 56" width="200" height="56">
        <rect x="1" y="1" width="198" height="54" rx="27" fill="currentColor" />
        <text x="84" y="35" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="inherit">
          LET&#8217;S GO
        </text>
        <circle cx="170" cy="28" r="18" fill="#fff" />
        <path
          d="M162 28h14m-6-7 7 7-7 7"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="chw-visually-hidden">{subscriptionMessages.subLetsGo}</span>
    </button>
  );
}
