<?php
/**
 * The `chw_settings` option: defaults, sanitising and the page config built from it.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, sanitises and publishes the plugin's one option.
 *
 * Stored shape: the config keys that src/site.json marks as settings (SiteTable::SETTINGS, each
 * with its default and sanitiser kind), `routes` as route key => URL, plus `pages` (route key =>
 * page ID), so a route follows its page when an editor renames the page's slug.
 */
final class Settings {

	public const OPTION = 'chw_settings';

	/** Settings API option group; its nonce action is `chw_settings-options`. */
	public const GROUP = 'chw_settings';

	/** Stripe publishable keys only: a secret key must never reach a page. */
	private const STRIPE_KEY_PATTERN = '/^pk_(test|live)_[A-Za-z0-9_]{1,255}$/';

	/** Placeholder that survives esc_url_raw(), which strips braces. */
	private const REF_TOKEN = 'CHWREFTOKEN';

	/**
	 * Defaults: no address and no key, so a fresh install calls nothing until an admin sets them
	 * (SetupGuide shows the way). The rental host defaults to the booking API's origin.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array_map(
			static function ( array $setting ): string {
				return $setting['default'];
			},
			SiteTable::SETTINGS
		);
	}

	/** True once the booking API URL and the Stripe publishable key are set. */
	public static function is_configured(): bool {
		$settings = self::get();
		return '' !== $settings['bookingApi'] && '' !== $settings['stripeKey'];
	}

	/** True when uninstalling should also delete the pages activation created. */
	public static function remove_pages_on_uninstall(): bool {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) && ! empty( $stored['removePages'] );
	}

	/** Registers the option with its sanitiser (on `init`, so every update is sanitised). */
	public static function register(): void {
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * The stored option merged over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array_merge( self::defaults(), array_intersect_key( $stored, self::defaults() ) );
		foreach ( self::defaults() as $key => $default ) {
			if ( ! is_string( $values[ $key ] ) ) {
				$values[ $key ] = $default;
			}
		}
		$values['routes'] = isset( $stored['routes'] ) && is_array( $stored['routes'] ) ? $stored['routes'] : array();
		$values['pages']  = isset( $stored['pages'] ) && is_array( $stored['pages'] ) ? array_map( 'absint', $stored['pages'] ) : array();
		return $values;
	}

	/**
	 * The URL of every route: the chosen page's permalink, else the recorded URL, else the
	 * default path on this site. `home` is always the front page.
	 *
	 * @param array<string, mixed> $settings Result of get().
	 * @return array<string, string>
	 */
	public static function route_urls( array $settings ): array {
		$pages = array_filter( $settings['pages'] );
		if ( $pages && function_exists( '_prime_post_caches' ) ) {
			_prime_post_caches( array_values( $pages ), false, false );
		}
		$urls = array();
		foreach ( Routes::PATHS as $key => $path ) {
			if ( 'home' === $key ) {
				$urls[ $key ] = home_url( '/' );
				continue;
			}
			$page_id = $pages[ $key ] ?? 0;
			if ( $page_id && 'publish' === get_post_status( $page_id ) ) {
				$urls[ $key ] = (string) get_permalink( $page_id );
			} elseif ( ! empty( $settings['routes'][ $key ] ) && is_string( $settings['routes'][ $key ] ) ) {
				$urls[ $key ] = $settings['routes'][ $key ];
			} else {
				$urls[ $key ] = home_url( user_trailingslashit( $path, 'page' ) );
			}
		}
		return $urls;
	}

	/**
	 * The `#chw-config` object for the page.
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		$settings = self::get();
		// Every setting as stored (src/site.json's keys), then what the plugin works out itself.
		$config               = array_intersect_key( $settings, SiteTable::SETTINGS );
		$config['rentalHost'] = '' !== $settings['rentalHost'] ? $settings['rentalHost'] : self::origin( $settings['bookingApi'] );
		$config['routes']     = self::route_urls( $settings );
		$config['assetsUrl']  = plugins_url( 'assets/', CHW_PLUGIN_FILE );
		/**
		 * Filters the config printed into `#chw-config`.
		 *
		 * @param array $config Config keys of docs/conventions.md.
		 */
		return (array) apply_filters( 'chw_config', $config );
	}

	/**
	 * Sanitises a whole or partial option value. Idempotent, since WordPress may run it twice
	 * on the first save and also runs it for programmatic updates (activation).
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input ): array {
		$old    = get_option( self::OPTION, array() );
		$old    = is_array( $old ) ? $old : array();
		$input  = is_array( $input ) ? $input : array(); // options.php has already unslashed it.
		$output = array();

		foreach ( SiteTable::SETTINGS as $key => $setting ) {
			if ( array_key_exists( $key, $input ) ) {
				$value = self::sanitize_value( $setting['sanitize'], $key, $input[ $key ] );
				if ( '' === $value && 'cookiePrefix' === $setting['sanitize'] ) {
					$value = $setting['default']; // The cookies need a prefix.
				}
				if ( null === $value && isset( $old[ $key ] ) ) {
					$value = $old[ $key ]; // Refused (the reason is on the settings page): keep what was there.
				}
			} else {
				$value = $old[ $key ] ?? null;
			}
			// An empty address or zone means "use the default": dropped rather than stored as ''.
			$defaulted = in_array( $setting['sanitize'], array( 'url', 'origin', 'timeZone' ), true );
			if ( is_string( $value ) && ( '' !== $value || ! $defaulted ) ) {
				$output[ $key ] = $value;
			}
		}

		$output = array_merge( $output, Branding::sanitize( $input, $old ) );

		// A checkbox: only a submitted form (it carries the marker field) can untick it.
		if ( array_key_exists( 'removePages', $input ) || array_key_exists( 'removePagesShown', $input ) ) {
			$output['removePages'] = ! empty( $input['removePages'] );
		} elseif ( isset( $old['removePages'] ) ) {
			$output['removePages'] = (bool) $old['removePages'];
		}

		list( $output['routes'], $output['pages'] ) = self::sanitize_routes( $input, $old );
		return $output;
	}

	/**
	 * One setting by its kind (src/site.json "sanitize"): the clean value, '' for "use the default",
	 * or null when the value is refused (the settings page then says why).
	 *
	 * @param string $kind  Sanitiser kind.
	 * @param string $key   Config key, for the error.
	 * @param mixed  $value Submitted value.
	 */
	private static function sanitize_value( string $kind, string $key, $value ): ?string {
		$text = self::text( $value );
		switch ( $kind ) {
			case 'url':
				return self::url( $text );
			case 'origin':
				return untrailingslashit( self::url( $text ) );
			case 'surveyUrl':
				// esc_url_raw() strips braces, so carry the {ref} template slot past it.
				return str_replace( self::REF_TOKEN, '{ref}', self::url( str_replace( '{ref}', self::REF_TOKEN, $text ) ) );
			case 'path':
				return trim( str_replace( '..', '', (string) preg_replace( '/[^A-Za-z0-9_.\/-]/', '', $text ) ), '/' );
			case 'cookiePrefix':
				return substr( (string) preg_replace( '/[^a-z0-9_]/', '', strtolower( $text ) ), 0, 32 );
			case 'stripeKey':
				if ( '' === $text || preg_match( self::STRIPE_KEY_PATTERN, $text ) ) {
					return $text;
				}
				self::error( $key, __( 'The Stripe key must be a publishable key (pk_test_… or pk_live_…). The previous key was kept.', 'carhire-widgets' ) );
				return null;
			case 'phone':
				// E.164: + and 8 to 15 digits; spaces, dots, dashes and brackets as typed are dropped.
				$digits = preg_replace( '/[\s().-]/', '', $text );
				if ( '' === $digits || preg_match( '/' . RulesTable::E164_PATTERN . '/', (string) $digits ) ) {
					return (string) $digits;
				}
				self::error( $key, __( 'The call-centre phone must be in international form, such as +61 7 3000 0000. The previous number was kept.', 'carhire-widgets' ) );
				return null;
			case 'timeZone':
				// Only an IANA zone PHP knows; each branch's own zone comes from the API's /locations.
				if ( '' === $text || in_array( $text, timezone_identifiers_list(), true ) ) {
					return $text;
				}
				self::error( $key, __( 'The time zone must be an IANA zone such as Australia/Sydney. The previous zone was kept.', 'carhire-widgets' ) );
				return null;
		}
		return null;
	}

	/**
	 * Sanitises `routes` (route key => URL) and `pages` (route key => page ID); a chosen page
	 * wins and records its URL, "default" (0) forgets both.
	 *
	 * @param array<string, mixed> $input Submitted value.
	 * @param array<string, mixed> $old   Stored value.
	 * @return array{0: array<string, string>, 1: array<string, int>}
	 */
	private static function sanitize_routes( array $input, array $old ): array {
		$source_routes = isset( $input['routes'] ) && is_array( $input['routes'] ) ? $input['routes'] : ( $old['routes'] ?? array() );
		$routes        = array();
		foreach ( Routes::PATHS as $key => $path ) {
			if ( 'home' !== $key && isset( $source_routes[ $key ] ) && is_string( $source_routes[ $key ] ) ) {
				$url = self::url( $source_routes[ $key ] );
				if ( '' !== $url ) {
					$routes[ $key ] = $url;
				}
			}
		}

		$source_pages = isset( $input['pages'] ) && is_array( $input['pages'] ) ? $input['pages'] : ( $old['pages'] ?? array() );
		$pages        = array();
		foreach ( Routes::PATHS as $key => $path ) {
			if ( 'home' === $key || ! isset( $source_pages[ $key ] ) || is_array( $source_pages[ $key ] ) ) {
				continue;
			}
			$page_id = absint( $source_pages[ $key ] );
			$page    = $page_id ? get_post( $page_id ) : null;
			if ( $page && 'page' === $page->post_type ) {
				$pages[ $key ]  = $page_id;
				$routes[ $key ] = (string) get_permalink( $page );
			} elseif ( isset( $input['pages'] ) ) {
				unset( $routes[ $key ] );
			}
		}
		return array( $routes, $pages );
	}

	/**
	 * The scheme, host and port of a URL ('' for none).
	 *
	 * @param string $url URL.
	 */
	private static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * A plain text value.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}

	/**
	 * An http(s) URL or ''.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function url( $value ): string {
		return esc_url_raw( self::text( $value ), array( 'http', 'https' ) );
	}

	/**
	 * Reports a rejected value on the settings page (the function only exists in wp-admin).
	 *
	 * @param string $field   Field key.
	 * @param string $message Message.
	 */
	private static function error( string $field, string $message ): void {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( self::OPTION, 'chw_' . $field, $message );
		}
	}
}
