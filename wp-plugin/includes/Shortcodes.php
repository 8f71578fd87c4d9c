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
	 * Island name => reserved height of its placeholder (px) before the bundle's style sheets,
	 * which reserve the heights themselves (src/ui/theme.css, `--chw-min-height`); kept as the
	 * list of islands and for code that wants a number.
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
		Assets::enqueue( $island );
		$props = self::props( $island, $atts );
		$html  = '<div data-chw-island="' . esc_attr( $island ) . '"';
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
}
