<?php
/**
 * First set-up: until the booking API URL and the Stripe key are set, admins see a notice that
 * leads to Settings → Car Hire Widgets and editors see a short note where an island would be
 * (visitors see nothing). The settings screen's "Test connection" sends the contract's read-only
 * calls from the server (ConnectionCheck) and lists each call's result.
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

	/**
	 * The "Test connection" form (a separate form: it posts to admin-post.php) and, after a test,
	 * its summary and one row per call: the call, Passed or Failed (in words, not colour only)
	 * and the detail or the reason.
	 */
	public static function test_form(): void {
		$result = self::last_result();
		?>
		<div class="chw-connection">
		<h2 id="chw-test-connection"><?php esc_html_e( 'Test connection', 'carhire-widgets' ); ?></h2>
		<p><?php esc_html_e( 'Sends the API\'s read-only calls from this server to the saved addresses and checks each answer against the contract: its status, JSON type, {"data": …} envelope and required fields. Nothing is changed and nobody signs in.', 'carhire-widgets' ); ?></p>
		<?php if ( $result ) : ?>
			<div class="notice inline <?php echo esc_attr( $result['ok'] ? 'notice-success' : 'notice-error' ); ?>" role="status">
				<p class="chw-test-result"><?php echo esc_html( $result['message'] ); ?></p>
			</div>
			<table class="widefat striped chw-test-calls">
				<caption class="screen-reader-text"><?php esc_html_e( 'Each call of the test and its result', 'carhire-widgets' ); ?></caption>
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Call', 'carhire-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Result', 'carhire-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Details', 'carhire-widgets' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $result['calls'] as $call ) : ?>
						<tr class="<?php echo esc_attr( $call['pass'] ? 'chw-call-passed' : 'chw-call-failed' ); ?>">
							<th scope="row"><?php echo esc_html( $call['name'] ); ?><br /><code><?php echo esc_html( $call['request'] ); ?></code> <?php echo esc_html( $call['where'] ); ?></th>
							<td>
								<span class="dashicons <?php echo esc_attr( $call['pass'] ? 'dashicons-yes' : 'dashicons-no' ); ?>" aria-hidden="true"></span>
								<?php $call['pass'] ? esc_html_e( 'Passed', 'carhire-widgets' ) : esc_html_e( 'Failed', 'carhire-widgets' ); ?>
							</td>
							<td><?php echo esc_html( $call['detail'] ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::TEST_ACTION ); ?>" />
			<?php wp_nonce_field( self::TEST_ACTION ); ?>
			<p><?php submit_button( __( 'Test connection', 'carhire-widgets' ), 'secondary', 'chw-test-connection', false, array( 'id' => 'chw-test-connection-button' ) ); ?></p>
		</form>
		</div>
		<?php
	}

	/** Handles admin-post.php?action=chw_test_connection: runs the test, keeps the result for the screen, goes back. */
	public static function test_connection(): void {
		if ( ! current_user_can( SettingsPage::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'carhire-widgets' ), 403 );
		}
		check_admin_referer( self::TEST_ACTION );
		$calls  = ConnectionCheck::run();
		$total  = count( $calls );
		$failed = count(
			array_filter(
				$calls,
				static function ( array $call ): bool {
					return ! $call['pass'];
				}
			)
		);
		$result = array(
			'ok'      => 0 === $failed,
			'message' => 0 === $failed
				/* translators: %d: number of calls */
				? sprintf( _n( 'Connection OK: the %d call answers as the contract says.', 'Connection OK: all %d calls answer as the contract says.', $total, 'carhire-widgets' ), $total )
				/* translators: 1: number of failed calls, 2: number of calls */
				: sprintf( _n( 'Connection failed: %1$d of %2$d call failed; see the list.', 'Connection failed: %1$d of %2$d calls failed; see the list.', $total, 'carhire-widgets' ), $failed, $total ),
			'calls'   => $calls,
		);
		set_transient( self::result_key(), $result, MINUTE_IN_SECONDS );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . SettingsPage::SLUG . '&chw-tested=1#chw-test-connection' ) );
		exit;
	}

	/**
	 * The last test's result for this user, shown once.
	 *
	 * @return array{ok: bool, message: string, calls: array<int, array{name: string, request: string, where: string, pass: bool, detail: string}>}|null
	 */
	private static function last_result(): ?array {
		$result = get_transient( self::result_key() );
		if ( ! is_array( $result ) ) {
			return null;
		}
		delete_transient( self::result_key() );
		$calls = array();
		foreach ( is_array( $result['calls'] ?? null ) ? $result['calls'] : array() as $call ) {
			if ( is_array( $call ) ) {
				$calls[] = array(
					'name'    => (string) ( $call['name'] ?? '' ),
					'request' => (string) ( $call['request'] ?? '' ),
					'where'   => (string) ( $call['where'] ?? '' ),
					'pass'    => ! empty( $call['pass'] ),
					'detail'  => (string) ( $call['detail'] ?? '' ),
				);
			}
		}
		return array(
			'ok'      => ! empty( $result['ok'] ),
			'message' => (string) ( $result['message'] ?? '' ),
			'calls'   => $calls,
		);
	}

	/** Per-user transient key. */
	private static function result_key(): string {
		return 'chw_test_' . get_current_user_id();
	}
}
