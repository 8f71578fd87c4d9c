<?php
/**
 * The renters' emails come from the company: the booking API sends them, and this class hands it
 * the site's email branding whenever the settings are saved. The sender's name (default: the site
 * title), a logo URL (default: the theme's custom logo) and the Brand section's two colours go to
 * `POST {bookingApi}/email-branding` (api/openapi.yaml `setEmailBranding`), authenticated by a
 * secret the API's administrator shares with the site (`Authorization: Bearer <secret>`). Without
 * the secret nothing is sent and the API keeps its own settings.
 *
 * Its settings are an option of their own, `chw_email`, in the settings form's group, so the form
 * saves it with the rest. The secret is write-only on the screen: never printed back, never in a
 * page's config, sent only to the booking API, and only over https (or to this machine).
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The Emails settings and the branding call.
 */
final class EmailBranding {

	public const OPTION = 'chw_email';

	/** The API's path under the booking API URL. */
	public const PATH = '/email-branding';

	/** The longest sender name the API takes. */
	private const NAME_MAX = 80;

	/** The secret: 32 or more printable ASCII characters, no spaces (the API's EMAIL_BRANDING_SECRET). */
	private const SECRET_PATTERN = '/^[\x21-\x7e]{32,200}$/';

	/** Seconds to wait for the API. */
	private const TIMEOUT = 10;

	/** Hooks. */
	public static function init(): void {
		// After Settings::register (priority 10): options.php saves the group's options in the order they were
		// registered, so by the time this one is saved the booking API URL and the colours are.
		add_action( 'init', array( self::class, 'register' ), 11 );
		add_filter( 'pre_update_option_' . self::OPTION, array( self::class, 'on_save' ) );
	}

	/** Registers the option in the settings form's group, with its sanitiser. */
	public static function register(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * The stored values ('' where not set).
	 *
	 * @return array{senderName: string, logoUrl: string, secret: string}
	 */
	public static function stored(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = array();
		foreach ( array( 'senderName', 'logoUrl', 'secret' ) as $key ) {
			$values[ $key ] = isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ? $stored[ $key ] : '';
		}
		return $values;
	}

	/**
	 * What the API is sent: the sender's name, the logo and the two brand colours (their defaults
	 * where the site has none).
	 *
	 * @param array{senderName: string, logoUrl: string, secret: string} $email The Emails settings.
	 * @return array{sender_name: string, logo_url: string, brand_colour: string, accent_colour: string}
	 */
	public static function payload( array $email ): array {
		$name = '' !== $email['senderName'] ? $email['senderName'] : self::clean_name( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
		if ( '' === $name ) {
			$name = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		}
		$colours = Branding::values();
		return array(
			'sender_name'   => function_exists( 'mb_substr' ) ? mb_substr( $name, 0, self::NAME_MAX ) : substr( $name, 0, self::NAME_MAX ),
			'logo_url'      => '' !== $email['logoUrl'] ? $email['logoUrl'] : self::theme_logo(),
			'brand_colour'  => '' !== $colours['brandColor'] ? $colours['brandColor'] : SiteTable::BRAND['brandColor']['placeholder'],
			'accent_colour' => '' !== $colours['accentColor'] ? $colours['accentColor'] : SiteTable::BRAND['accentColor']['placeholder'],
		);
	}

	/**
	 * On every save of the settings form (`pre_update_option_chw_email`, which runs even when the
	 * Emails fields did not change): sends the branding and reports how it went on the screen.
	 *
	 * @param mixed $value The sanitised new value, saved as it is.
	 * @return mixed
	 */
	public static function on_save( $value ) {
		$email = array_merge( self::stored(), is_array( $value ) ? array_intersect_key( $value, self::stored() ) : array() );
		if ( '' === $email['secret'] || '' === (string) Settings::get()['bookingApi'] ) {
			return $value; // Nothing to send to, or no way to be believed: the API keeps its own settings.
		}
		$result = self::push( $email );
		if ( function_exists( 'add_settings_error' ) ) {
			if ( is_wp_error( $result ) ) {
				// settings_errors() prints messages as HTML: the API's words are escaped here.
				/* translators: %s: why, e.g. HTTP 401 Unauthorized: The branding secret is missing or wrong. */
				add_settings_error( self::OPTION, 'chw_email_branding', esc_html( sprintf( __( 'Settings saved, but the email branding could not be sent to the booking API: %s', 'carhire-widgets' ), $result->get_error_message() ) ), 'error' );
			} else {
				/* translators: %s: the sender's name */
				add_settings_error( self::OPTION, 'chw_email_branding', esc_html( sprintf( __( 'Settings saved. The booking API now sends its emails as %s.', 'carhire-widgets' ), $result['sender_name'] ?? '' ) ), 'success' );
			}
		}
		return $value;
	}

	/**
	 * Sends the branding: what the API now uses, or why not.
	 *
	 * @param array{senderName: string, logoUrl: string, secret: string} $email The Emails settings.
	 * @return array<string, string>|\WP_Error
	 */
	public static function push( array $email ) {
		$base  = untrailingslashit( (string) Settings::get()['bookingApi'] );
		$parts = wp_parse_url( $base );
		$host  = is_array( $parts ) ? strtolower( trim( (string) ( $parts['host'] ?? '' ), '[]' ) ) : '';
		if ( ! is_array( $parts ) || ( 'https' !== ( $parts['scheme'] ?? '' ) && ! in_array( $host, array( 'localhost', '127.0.0.1', '::1' ), true ) ) ) {
			return new \WP_Error( 'chw_insecure', __( 'the booking API URL is not https, so the secret was not sent.', 'carhire-widgets' ) );
		}
		// wp_remote_post, not wp_safe_remote_post: the API may well be on the site's own network. No redirects:
		// the secret goes to the configured API and nowhere else.
		$response = wp_remote_post(
			$base . self::PATH,
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array(
					'Authorization' => 'Bearer ' . $email['secret'],
					'Content-Type'  => 'application/json',
					'Accept'        => 'application/json',
				),
				'body'        => (string) wp_json_encode( self::payload( $email ) ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status > 299 ) {
			$said = is_array( $body ) && isset( $body['message'] ) && is_string( $body['message'] ) ? ' ' . $body['message'] : '';
			return new \WP_Error(
				'chw_http',
				/* translators: 1: HTTP status code, 2: HTTP reason phrase, 3: the API's own words (may be empty) */
				sprintf( __( 'HTTP %1$d %2$s.%3$s', 'carhire-widgets' ), $status, wp_remote_retrieve_response_message( $response ), $said )
			);
		}
		if ( ! is_array( $body ) || ! isset( $body['data'] ) || ! is_array( $body['data'] ) || ! isset( $body['data']['sender_name'] ) ) {
			return new \WP_Error( 'chw_body', __( 'the answer is not the branding ({"data": {…}}).', 'carhire-widgets' ) );
		}
		return array_map( 'strval', array_filter( $body['data'], 'is_scalar' ) );
	}

	/**
	 * Sanitises a submitted `chw_email` value. Idempotent (WordPress may run it twice on the first
	 * save). An empty secret keeps the saved one; "Forget" clears it. A refused value keeps the old.
	 *
	 * @param mixed $input Submitted value.
	 * @return array{senderName: string, logoUrl: string, secret: string}
	 */
	public static function sanitize( $input ): array {
		$old    = self::stored();
		$input  = is_array( $input ) ? $input : array();
		$output = $old;

		if ( array_key_exists( 'senderName', $input ) ) {
			$name = self::clean_name( is_scalar( $input['senderName'] ) ? (string) $input['senderName'] : '' );
			if ( ( function_exists( 'mb_strlen' ) ? mb_strlen( $name ) : strlen( $name ) ) > self::NAME_MAX ) {
				/* translators: %d: the longest name */
				self::error( 'senderName', sprintf( __( 'The sender name may be at most %d characters. The previous name was kept.', 'carhire-widgets' ), self::NAME_MAX ) );
			} else {
				$output['senderName'] = $name;
			}
		}

		if ( array_key_exists( 'logoUrl', $input ) ) {
			$raw = is_scalar( $input['logoUrl'] ) ? trim( sanitize_text_field( (string) $input['logoUrl'] ) ) : '';
			$url = esc_url_raw( $raw, array( 'https', 'http' ) );
			if ( '' === $raw || ( '' !== $url && preg_match( '#^https?://[^/\s]+#i', $url ) ) ) {
				$output['logoUrl'] = $url;
			} else {
				self::error( 'logoUrl', __( 'The logo URL must be an absolute https address of an image. The previous logo was kept.', 'carhire-widgets' ) );
			}
		}

		if ( ! empty( $input['forgetSecret'] ) ) {
			$output['secret'] = '';
		} elseif ( isset( $input['secret'] ) && is_string( $input['secret'] ) && '' !== trim( $input['secret'] ) ) {
			$secret = trim( $input['secret'] );
			if ( preg_match( self::SECRET_PATTERN, $secret ) ) {
				$output['secret'] = $secret;
			} else {
				self::error( 'secret', __( 'The branding secret must be at least 32 characters without spaces. The previous secret was kept.', 'carhire-widgets' ) );
			}
		}
		return $output;
	}

	/** Prints the Emails section of the settings form. */
	public static function fields(): void {
		$email   = self::stored();
		$name    = self::OPTION;
		$default = self::payload(
			array(
				'senderName' => '',
				'logoUrl'    => '',
				'secret'     => '',
			)
		);
		?>
		<h2 id="chw-emails"><?php esc_html_e( 'Emails', 'carhire-widgets' ); ?></h2>
		<p><?php esc_html_e( 'Your booking API sends the renters\' emails. When you save, the sender name, the logo and the brand colours above are sent to it, so the emails come from your company.', 'carhire-widgets' ); ?></p>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="chw-email-senderName"><?php esc_html_e( 'Sender name', 'carhire-widgets' ); ?></label></th>
				<td>
					<input class="regular-text" type="text" id="chw-email-senderName" name="<?php echo esc_attr( $name . '[senderName]' ); ?>"
						value="<?php echo esc_attr( $email['senderName'] ); ?>" placeholder="<?php echo esc_attr( $default['sender_name'] ); ?>"
						maxlength="<?php echo esc_attr( (string) self::NAME_MAX ); ?>" aria-describedby="chw-email-senderName-help" />
					<p class="description" id="chw-email-senderName-help"><?php esc_html_e( 'Who the emails come from, and the words at their top when there is no logo. Empty: the site title.', 'carhire-widgets' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="chw-email-logoUrl"><?php esc_html_e( 'Logo URL', 'carhire-widgets' ); ?></label></th>
				<td>
					<input class="regular-text code" type="url" id="chw-email-logoUrl" name="<?php echo esc_attr( $name . '[logoUrl]' ); ?>"
						value="<?php echo esc_attr( $email['logoUrl'] ); ?>" placeholder="<?php echo esc_attr( $default['logo_url'] ); ?>" aria-describedby="chw-email-logoUrl-help" />
					<p class="description" id="chw-email-logoUrl-help"><?php esc_html_e( 'An absolute https address of your logo, shown 48 pixels high on the brand colour (a PNG shows in every mail client). Empty: the theme\'s logo, or the sender name.', 'carhire-widgets' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="chw-email-secret"><?php esc_html_e( 'Branding secret', 'carhire-widgets' ); ?></label></th>
				<td>
					<input class="regular-text code" type="password" id="chw-email-secret" name="<?php echo esc_attr( $name . '[secret]' ); ?>"
						value="" autocomplete="new-password" spellcheck="false" aria-describedby="chw-email-secret-help" />
					<p class="description" id="chw-email-secret-help">
						<?php esc_html_e( 'The secret your booking API\'s administrator gave you (EMAIL_BRANDING_SECRET on the reference server), at least 32 characters. Sent only to the booking API, over https. Without it the API keeps its own email settings.', 'carhire-widgets' ); ?>
						<?php if ( '' !== $email['secret'] ) : ?>
							<strong class="chw-email-secret-saved"><?php esc_html_e( 'A secret is saved: leave this empty to keep it.', 'carhire-widgets' ); ?></strong>
						<?php endif; ?>
					</p>
					<?php if ( '' !== $email['secret'] ) : ?>
						<p><label><input type="checkbox" name="<?php echo esc_attr( $name . '[forgetSecret]' ); ?>" value="1" /> <?php esc_html_e( 'Forget the saved secret', 'carhire-widgets' ); ?></label></p>
					<?php endif; ?>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * A sender name as the API takes it: one line, no angle brackets or quotes.
	 *
	 * @param string $name Candidate.
	 */
	private static function clean_name( string $name ): string {
		return trim( (string) preg_replace( '/\s+/', ' ', str_replace( array( '<', '>', '"' ), '', sanitize_text_field( $name ) ) ) );
	}

	/** The theme's custom logo as an absolute http(s) URL, or ''. */
	private static function theme_logo(): string {
		$id  = (int) get_theme_mod( 'custom_logo' );
		$url = $id ? (string) wp_get_attachment_image_url( $id, 'full' ) : '';
		return preg_match( '#^https?://#i', $url ) ? esc_url_raw( $url, array( 'https', 'http' ) ) : '';
	}

	/**
	 * Reports a refused value on the settings page (the function only exists in wp-admin).
	 *
	 * @param string $field   Field key.
	 * @param string $message Message.
	 */
	private static function error( string $field, string $message ): void {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( self::OPTION, 'chw_email_' . $field, $message );
		}
	}
}
