<?php
/**
 * The brand settings (brand colour, accent colour, corner radius), each printed as one of the
 * widgets' `--chw-*` tokens. Which settings there are, their tokens, checks, placeholders and
 * words are src/site.json's `brand` (SiteTable::BRAND and SiteTable::brand_fields()).
 *
 * The tokens are a style sheet served by this plugin from the site's own origin
 * (`/?chw-tokens=<hash>`), not an inline <style> and not wp_add_inline_style(): a site under
 * `style-src 'self'` would block either. The URL carries a hash of its content, so browsers
 * cache it for good and a changed setting is a new URL. Stored in the one `chw_settings` option.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The brand settings and their token sheet.
 */
final class Branding {

	/** Query variable of the token sheet. */
	public const QUERY_VAR = 'chw-tokens';

	/** Hooks. */
	public static function init(): void {
		add_action( 'init', array( self::class, 'serve' ), 1 );
	}

	/**
	 * The stored values ('' where not set): colours as #rrggbb, radii as digits.
	 *
	 * @return array<string, string> Setting key => value.
	 */
	public static function values(): array {
		$stored = get_option( Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array();
		foreach ( SiteTable::BRAND as $key => $setting ) {
			$values[ $key ] = self::clean( $setting, $stored[ $key ] ?? '' );
		}
		return $values;
	}

	/** The token sheet's text, '' when no brand setting is set. */
	public static function css(): string {
		$tokens = '';
		foreach ( self::values() as $key => $value ) {
			if ( '' !== $value ) {
				$setting = SiteTable::BRAND[ $key ];
				$tokens .= $setting['token'] . ':' . $value . ( 'radius' === $setting['kind'] ? 'px' : '' ) . ';';
			}
		}
		// :root (0,1,0) beats the defaults on :where(:root); a theme can still override it.
		return '' === $tokens ? '' : ':root{' . $tokens . "}\n";
	}

	/** The token sheet's URL, '' when there is nothing to print. */
	public static function url(): string {
		$css = self::css();
		return '' === $css ? '' : add_query_arg( self::QUERY_VAR, substr( md5( $css ), 0, 12 ), home_url( '/' ) );
	}

	/** On `init`: answers `/?chw-tokens=…` with the token sheet and stops. */
	public static function serve(): void {
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only style sheet.
			return;
		}
		nocache_headers();
		header_remove( 'Cache-Control' );
		header_remove( 'Expires' );
		header( 'Content-Type: text/css; charset=utf-8' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Cache-Control: public, max-age=31536000, immutable' );
		echo self::css(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from a validated hex colour and an integer only.
		exit;
	}

	/**
	 * Sanitises the brand fields of a submitted `chw_settings` value (called by Settings::sanitize).
	 *
	 * @param array<string, mixed> $input Submitted value.
	 * @param array<string, mixed> $old   Stored value.
	 * @return array<string, string> Only the keys that are set.
	 */
	public static function sanitize( array $input, array $old ): array {
		$output = array();
		foreach ( SiteTable::brand_fields() as $key => list( , , $message ) ) {
			$setting = SiteTable::BRAND[ $key ];
			if ( ! array_key_exists( $key, $input ) ) {
				if ( isset( $old[ $key ] ) && '' !== self::clean( $setting, $old[ $key ] ) ) {
					$output[ $key ] = self::clean( $setting, $old[ $key ] );
				}
				continue;
			}
			$raw   = is_scalar( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
			$value = self::clean( $setting, $raw );
			if ( '' !== $value || '' === $raw ) {
				// '' is stored, not dropped: WordPress may sanitise twice, and a missing key keeps the old value.
				$output[ $key ] = $value;
			} else {
				if ( function_exists( 'add_settings_error' ) ) {
					add_settings_error( Settings::OPTION, 'chw_' . $key, $message );
				}
				if ( isset( $old[ $key ] ) && '' !== self::clean( $setting, $old[ $key ] ) ) {
					$output[ $key ] = self::clean( $setting, $old[ $key ] );
				}
			}
		}
		return $output;
	}

	/** Prints the Brand section of the settings form. */
	public static function fields(): void {
		$values = self::values();
		?>
		<h2><?php esc_html_e( 'Brand', 'carhire-widgets' ); ?></h2>
		<table class="form-table" role="presentation">
			<?php
			foreach ( SiteTable::brand_fields() as $key => list( $label, $help ) ) {
				SettingsPage::input_row( $key, $label, $help, array( 'text', $values[ $key ], SiteTable::BRAND[ $key ]['placeholder'] ) );
			}
			?>
		</table>
		<?php
	}

	/**
	 * A value cleaned as its setting's kind: a colour, or a radius up to the setting's max.
	 *
	 * @param array{kind: string, max: int} $setting The setting (SiteTable::BRAND).
	 * @param mixed                         $value   Candidate.
	 */
	private static function clean( array $setting, $value ): string {
		return 'colour' === $setting['kind'] ? self::colour( $value ) : self::radius( $value, $setting['max'] );
	}

	/**
	 * A #rrggbb colour (a #rgb one expanded), lower case, or ''.
	 *
	 * @param mixed $value Candidate.
	 */
	private static function colour( $value ): string {
		if ( ! is_string( $value ) || ! preg_match( '/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/', trim( $value ), $match ) ) {
			return '';
		}
		$hex = strtolower( $match[1] );
		if ( 3 === strlen( $hex ) ) {
			$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
		}
		return '#' . $hex;
	}

	/**
	 * A radius in whole pixels, 0 to `$max`, as digits, or ''.
	 *
	 * @param mixed $value Candidate.
	 * @param int   $max   Largest radius.
	 */
	private static function radius( $value, int $max ): string {
		$value = is_scalar( $value ) ? preg_replace( '/px$/i', '', trim( (string) $value ) ) : '';
		if ( ! is_string( $value ) || ! preg_match( '/^\d{1,3}$/', $value ) || (int) $value > $max ) {
			return '';
		}
		return (string) (int) $value;
	}
}
