<?php
/**
 * One shortcode per island: `chw_` + island name with `-` → `_`. Each prints an empty
 * placeholder the bundle mounts into, with its allowed attributes as JSON props. The blocks
 * (Blocks.php) print the same placeholder through placeholder().
 *
 * The islands, their attributes and the rules for each value come from IslandTable, generated
 * from src/islands/<name>/island.json.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and renders the island shortcodes.
 */
final class Shortcodes {

	/** Island name => its facts (shortcode, heights in px, attributes): see IslandTable. */
	public const ISLANDS = IslandTable::ISLANDS;

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
		return self::ISLANDS[ $island ]['shortcode'] ?? 'chw_' . str_replace( '-', '_', $island );
	}

	/**
	 * Renders a shortcode: its placeholder with the allowed attributes.
	 *
	 * @param string               $island Island name.
	 * @param array<string, mixed> $atts   Raw shortcode attributes.
	 */
	public static function render( string $island, array $atts ): string {
		return self::placeholder( $island, self::props( $island, $atts ) );
	}

	/**
	 * The placeholder the bundle mounts into, and the bundle for this page. Until the plugin is
	 * configured, editors get a short note instead and visitors nothing (no half-working widget).
	 *
	 * @param string                $island Island name.
	 * @param array<string, string> $props  Allowed props (see allowed()).
	 */
	public static function placeholder( string $island, array $props ): string {
		if ( ! Settings::is_configured() ) {
			return SetupGuide::placeholder_note( $island );
		}
		Assets::enqueue( $island );
		$html = '<div data-chw-island="' . esc_attr( $island ) . '"';
		if ( $props ) {
			$html .= " data-chw-props='" . esc_attr( (string) wp_json_encode( $props ) ) . "'";
		}
		// Opened from an emailed link (island.json heights.screenWith): the placeholder reserves the
		// screen's height, so the taller content that comes moves nothing below it. Only whether the
		// address has the parameter is read, never its value.
		$tall = self::ISLANDS[ $island ]['heights']['screenWith'] ?? '';
		if ( '' !== $tall && isset( $_GET[ $tall ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$html .= ' data-chw-tall';
		}
		$html .= ' class="' . esc_attr( 'chw-placeholder chw-placeholder--' . $island ) . '"></div>';
		return $html;
	}

	/**
	 * The island's props from its shortcode attributes (named as in island.json); anything else
	 * is dropped.
	 *
	 * @param string               $island Island name.
	 * @param array<string, mixed> $atts   Raw shortcode attributes.
	 * @return array<string, string>
	 */
	public static function props( string $island, array $atts ): array {
		$rules    = self::ISLANDS[ $island ]['attributes'] ?? array();
		$defaults = array();
		foreach ( $rules as $rule ) {
			$defaults[ $rule['shortcode'] ] = '';
		}
		$atts   = shortcode_atts( $defaults, $atts, self::tag( $island ) );
		$values = array();
		foreach ( $rules as $prop => $rule ) {
			$values[ $prop ] = $atts[ $rule['shortcode'] ];
		}
		return self::allowed( $island, $values );
	}

	/**
	 * Keeps the values island.json allows (prop name => value), each through normalise().
	 *
	 * @param string               $island Island name.
	 * @param array<string, mixed> $values Prop name => raw value.
	 * @return array<string, string>
	 */
	public static function allowed( string $island, array $values ): array {
		$props = array();
		foreach ( self::ISLANDS[ $island ]['attributes'] ?? array() as $prop => $rule ) {
			$value = self::normalise( $rule, $values[ $prop ] ?? '' );
			if ( '' !== $value ) {
				$props[ $prop ] = $value;
			}
		}
		return $props;
	}

	/**
	 * One attribute value as its rule allows it: trimmed, upper-cased when the rule says so, cut
	 * to maxLength, then kept only if in the enum and matching the pattern ('' otherwise).
	 * scripts/islands.mjs normalise() and src/lib/parseAttributes.ts are the same rule, and all
	 * three run the cases of test/fixtures/attribute-cases.json.
	 *
	 * @param array<string, mixed> $rule  The attribute's rule (case, maxLength, enum, pattern).
	 * @param mixed                $raw   The value as given.
	 * @return string
	 */
	public static function normalise( array $rule, $raw ): string {
		$value = is_scalar( $raw ) ? trim( (string) $raw ) : '';
		if ( 'upper' === ( $rule['case'] ?? '' ) ) {
			$value = strtoupper( $value );
		}
		if ( ( $rule['maxLength'] ?? 0 ) > 0 ) {
			$value = substr( $value, 0, $rule['maxLength'] );
		}
		$enum    = $rule['enum'] ?? array();
		$pattern = $rule['pattern'] ?? '';
		if ( '' === $value
			|| ( $enum && ! in_array( $value, $enum, true ) )
			|| ( '' !== $pattern && ! preg_match( '#' . str_replace( '#', '\#', $pattern ) . '#D', $value ) ) ) {
			return '';
		}
		return $value;
	}
}
