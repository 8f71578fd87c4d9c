<?php
/**
 * First set-up: until the booking API URL and the Stripe key are set, admins see a notice that
 * leads to Settings → Car Hire Widgets and editors see a short note where an island would be
 * (visitors see nothing). The settings screen's "Test connection" calls the booking API's
 * /locations from the server and reports OK with the number of branches, or the error.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The set-up notice, the placeholder note and "Test connection".
 */
final class SetupGuide {

	/** The admin-post.php action (and nonce action) of "Test connection". */
	public const TEST_ACTION = 'chw_test_connection';

	/** Hooks. */
	public static function init(): void {
		add_action( 'admin_notices', array( self::class, 'notice' ) );
		add_action( 'admin_post_' . self::TEST_ACTION, array( self::class, 'test_connection' ) );
	}

	/** The admin notice, on every admin screen but our own settings screen, while unconfigured. */
	public static function notice(): void {
		if ( Settings::is_configured() || ! current_user_can( SettingsPage::CAPABILITY ) ) {
			return;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$ours   = $screen && 'settings_page_' . SettingsPage::SLUG === $screen->id;
		echo '<div class="notice notice-warning chw-setup-notice"><p>';
		echo esc_html__( 'Car Hire Widgets is not configured yet: enter your booking API URL and Stripe publishable key.', 'carhire-widgets' );
		if ( ! $ours ) {
			echo ' <a href="' . esc_url( admin_url( 'options-general.php?page=' . SettingsPage::SLUG ) ) . '">'
				. esc_html__( 'Go to Settings → Car Hire Widgets', 'carhire-widgets' ) . '</a>';
		}
		echo '</p></div>';
	}

	/**
	 * What an island's place shows while the plugin is unconfigured: a short note for people who
	 * can edit the page, nothing for visitors.
	 *
	 * @param string $island Island name.
	 */
	public static function placeholder_note( string $island ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		$title = IslandTable::titles()[ $island ] ?? $island;
		$html  = '<div class="chw-not-configured" role="note"><p>'
			. esc_html(
				/* translators: %s: the widget's name, e.g. Car hire search */
				sprintf( __( '%s: Car Hire Widgets is not configured yet. Visitors see nothing here until the booking API URL and the Stripe key are set.', 'carhire-widgets' ), $title )
			);
		if ( current_user_can( SettingsPage::CAPABILITY ) ) {
			$html .= ' <a href="' . esc_url( admin_url( 'options-general.php?page=' . SettingsPage::SLUG ) ) . '">'
				. esc_html__( 'Settings → Car Hire Widgets', 'carhire-widgets' ) . '</a>';
		}
		return $html . '</p></div>';
	}

	/** The "Test connection" form (a separate form: it posts to admin-post.php). */
	public static function test_form(): void {
		$result = self::last_result();
		?>
		<h2 id="chw-test-connection"><?php esc_html_e( 'Test connection', 'carhire-widgets' ); ?></h2>
		<p><?php esc_html_e( 'Calls the saved booking API URL\'s /locations from this server.', 'carhire-widgets' ); ?></p>
		<?php if ( $result ) : ?>
			<div class="notice inline <?php echo esc_attr( $result['ok'] ? 'notice-success' : 'notice-error' ); ?>" role="status">
				<p class="chw-test-result"><?php echo esc_html( $result['message'] ); ?></p>
			</div>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::TEST_ACTION ); ?>" />
			<?php wp_nonce_field( self::TEST_ACTION ); ?>
			<?php submit_button( __( 'Test connection', 'carhire-widgets' ), 'secondary', 'chw-test-connection', false ); ?>
		</form>
		<?php
	}

	/** Handles admin-post.php?action=chw_test_connection: runs the test, keeps the result for the screen, goes back. */
	public static function test_connection(): void {
		if ( ! current_user_can( SettingsPage::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'carhire-widgets' ), 403 );
		}
		check_admin_referer( self::TEST_ACTION );
		$branches = BookingApi::locations();
		if ( is_wp_error( $branches ) ) {
			$result = array(
				'ok'      => false,
				/* translators: %s: the error, e.g. HTTP 500 Internal Server Error or cURL error 7: Failed to connect */
				'message' => sprintf( __( 'Connection failed: %s', 'carhire-widgets' ), $branches->get_error_message() ),
			);
		} else {
			$result = array(
				'ok'      => true,
				/* translators: %d: number of branches */
				'message' => sprintf( _n( 'Connection OK: %d branch.', 'Connection OK: %d branches.', count( $branches ), 'carhire-widgets' ), count( $branches ) ),
			);
		}
		set_transient( self::result_key(), $result, MINUTE_IN_SECONDS );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . SettingsPage::SLUG . '&chw-tested=1#chw-test-connection' ) );
		exit;
	}

	/**
	 * The last test's result for this user, shown once.
	 *
	 * @return array{ok: bool, message: string}|null
	 */
	private static function last_result(): ?array {
		$result = get_transient( self::result_key() );
		if ( ! is_array( $result ) ) {
			return null;
		}
		delete_transient( self::result_key() );
		return array(
			'ok'      => ! empty( $result['ok'] ),
			'message' => (string) ( $result['message'] ?? '' ),
		);
	}

	/** Per-user transient key. */
	private static function result_key(): string {
		return 'chw_test_' . get_current_user_id();
	}
}
