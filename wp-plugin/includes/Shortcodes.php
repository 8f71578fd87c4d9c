<?php
/**
 * One shortcode per island: `chw_` + island name with `-` → `_`. Each prints an empty
 * placeholder the bundle mounts into, with whitelisted attributes as JSON props.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and renders the island shortcodes.
 */
final class Shortcodes {

	/**
	 * Island name => reserved height of its placeholder (px), so the page does not shift when
	 * the island mounts. Themes can override `--chw-min-height` per island class.
	 */
	public const ISLANDS = array(
		'search'                => 320,
		'vehicles'              => 720,
		'liability-extras'      => 720,
		'checkout'              => 900,
		'complete'              => 420,
		'sign-in'               => 360,
		'dashboard'             => 640,
		'enquiry'               => 420,
		'subscription-search'   => 320,
		'subscription-vehicles' => 720,
		'subscription-checkout' => 900,
		'subscription-complete' => 420,
	);

	/** Whether the placeholder CSS was printed on this page. */
	private static bool $css_printed = false;

	/** Registers every shortcode. */
	public static function register(): void {
		foreach ( array_keys( self::ISLANDS ) as $island ) {
			add_shortcode(
				self::tag( $island ),
				static function ( $atts ) use ( $island ): string {
					return self::render( $island, is_array( $atts ) ? $atts : array() );
				}
			);
		}
	}

	/**
	 * The shortcode tag of an island.
	 *
	 * @param string $island Island name.
	 */
	public static function tag( string $island ): string {
		return 'chw_' . str_replace( '-', '_', $island );
	}

	/**
	 * Renders an island placeholder and asks for the bundle.
	 *
	 * @param string               $island Island name.
	 * @param array<string, mixed> $atts   Raw shortcode attributes.
	 */
	public static function render( string $island, array $atts ): string {
		Assets::enqueue();
		$props = self::props( $island, $atts );
		$html  = self::$css_printed ? '' : self::css();

		self::$css_printed = true;
		$html             .= '<div data-chw-island="' . esc_attr( $island ) . '"';
		if ( $props ) {
			$html .= " data-chw-props='" . esc_attr( (string) wp_json_encode( $props ) ) . "'";
		}
		$html .= ' class="' . esc_attr( 'chw-placeholder chw-placeholder--' . $island ) . '"></div>';
		return $html;
	}

	/**
	 * The island's props from its whitelisted attributes; anything else is dropped.
	 *
	 * @param string               $island Island name.
	 * @param array<string, mixed> $atts   Raw shortcode attributes.
	 * @return array<string, string>
	 */
	public static function props( string $island, array $atts ): array {
		$props = array();
		if ( 'search' === $island ) {
			$atts    = shortcode_atts(
				array(
					'variant'    => '',
					'promo_code' => '',
				),
				$atts,
				self::tag( $island )
			);
			$variant = strtoupper( trim( (string) $atts['variant'] ) );
			if ( in_array( $variant, array( 'B', 'F' ), true ) ) {
				$props['variant'] = $variant;
			}
			$promo = substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', (string) $atts['promo_code'] ), 0, 32 );
			if ( '' !== $promo ) {
				$props['promoCode'] = $promo;
			}
		} elseif ( 'enquiry' === $island ) {
			$atts = shortcode_atts( array( 'type' => '' ), $atts, self::tag( $island ) );
			$type = strtoupper( trim( (string) $atts['type'] ) );
			if ( in_array( $type, array( 'REQ_CALL', 'LONG_TERM' ), true ) ) {
				$props['type'] = $type;
			}
		}
		return $props;
	}

	/** The placeholder CSS, printed once, before the first placeholder. */
	private static function css(): string {
		$css = '.chw-placeholder{display:block;box-sizing:border-box;width:100%;max-width:100%;min-height:var(--chw-min-height,240px)}';
		foreach ( self::ISLANDS as $island => $height ) {
			$css .= '.chw-placeholder--' . $island . '{--chw-min-height:' . (int) $height . 'px}';
		}
		$css .= '@media (max-width:767px){.chw-placeholder--search,.chw-placeholder--subscription-search{--chw-min-height:640px}}';
		return '<style id="chw-placeholder-css">' . wp_strip_all_tags( $css ) . "</style>\n";
	}

	/** Forgets per-page state (tests rendering several pages in one process). */
	public static function reset(): void {
		self::$css_printed = false;
	}
}
