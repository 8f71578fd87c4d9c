<?php
/**
 * Settings → Car Hire Widgets: the API addresses, keys and which page serves each route.
 * WordPress's options.php checks the `manage_options` capability and the nonce that
 * settings_fields() prints; Settings::sanitize() cleans every field.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The admin settings screen.
 */
final class SettingsPage {

	public const SLUG = 'carhire-widgets';

	public const CAPABILITY = 'manage_options';

	/** Hooks. */
	public static function init(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( CHW_PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	/** Adds the page under Settings. */
	public static function menu(): void {
		add_options_page(
			__( 'Car Hire Widgets', 'carhire-widgets' ),
			__( 'Car Hire Widgets', 'carhire-widgets' ),
			self::CAPABILITY,
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links Existing links.
	 * @return string[]
	 */
	public static function action_links( $links ): array {
		$url = admin_url( 'options-general.php?page=' . self::SLUG );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'carhire-widgets' ) . '</a>' );
		return (array) $links;
	}

	/** Prints the form. */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'carhire-widgets' ), 403 );
		}
		$settings = Settings::get();
		$defaults = Settings::defaults();
		$name     = Settings::OPTION;
		$fields   = SiteTable::fields();
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<?php // options-head.php already prints settings_errors() on pages under Settings. ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php settings_fields( Settings::GROUP ); ?>
				<h2><?php esc_html_e( 'API', 'carhire-widgets' ); ?></h2>
				<table class="form-table" role="presentation">
					<?php
					foreach ( $fields as $key => list( $label, $type, $help ) ) {
						self::input_row( $key, $label, $help, array( $type, $settings[ $key ], $defaults[ $key ] ) );
					}
					?>
				</table>
				<?php Branding::fields(); ?>
				<?php EmailBranding::fields(); ?>
				<h2><?php esc_html_e( 'Pages', 'carhire-widgets' ); ?></h2>
				<p><?php esc_html_e( 'The page that serves each step. The home route is always the front page: put the Car hire search block (or the [chw_search] shortcode) on it.', 'carhire-widgets' ); ?></p>
				<table class="form-table" role="presentation">
					<?php foreach ( Routes::labels() as $key => $label ) : ?>
						<?php
						if ( 'home' === $key ) {
							continue;
						}
						?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( 'chw-page-' . $key ); ?>"><?php echo esc_html( $label ); ?></label></th>
							<td>
								<?php
								wp_dropdown_pages(
									array(
										'name'             => esc_attr( $name . '[pages][' . $key . ']' ), // Escaped here too, although wp_dropdown_pages() escapes name and id itself.
										'id'               => esc_attr( 'chw-page-' . $key ),
										'selected'         => (int) ( $settings['pages'][ $key ] ?? 0 ),
										'show_option_none' => esc_html(
											/* translators: %s: default path such as /booking/ */
											sprintf( __( '— Default (%s) —', 'carhire-widgets' ), '/' . Routes::PATHS[ $key ] . '/' )
										),
										'option_none_value' => '0',
									)
								);
								?>
							</td>
						</tr>
					<?php endforeach; ?>
				</table>
				<h2><?php esc_html_e( 'Uninstall', 'carhire-widgets' ); ?></h2>
				<input type="hidden" name="<?php echo esc_attr( $name . '[removePagesShown]' ); ?>" value="1" />
				<p>
					<label>
						<input type="checkbox" name="<?php echo esc_attr( $name . '[removePages]' ); ?>" value="1" <?php checked( Settings::remove_pages_on_uninstall() ); ?> />
						<?php esc_html_e( 'Remove the pages this plugin created', 'carhire-widgets' ); ?>
					</label>
				</p>
				<p class="description"><?php esc_html_e( 'When the plugin is deleted. Otherwise the pages stay: they are your content.', 'carhire-widgets' ); ?></p>
				<?php submit_button(); ?>
			</form>
			<?php SetupGuide::test_form(); ?>
		</div>
		<?php
	}

	/**
	 * Prints one setting as a form-table row: its label, a one-line input and the help under it
	 * (the input's description). Also the Brand section's rows (Branding::fields()).
	 *
	 * @param string                                 $key   Setting key; the input is `chw-<key>`, named `chw_settings[<key>]`.
	 * @param string                                 $label Label.
	 * @param string                                 $help  Help text.
	 * @param array{0: string, 1: string, 2: string} $input The input's type, value and placeholder.
	 */
	public static function input_row( string $key, string $label, string $help, array $input ): void {
		list( $type, $value, $placeholder ) = $input;
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( 'chw-' . $key ); ?>"><?php echo esc_html( $label ); ?></label></th>
			<td>
				<input class="regular-text code" type="<?php echo esc_attr( $type ); ?>" id="<?php echo esc_attr( 'chw-' . $key ); ?>"
					name="<?php echo esc_attr( Settings::OPTION . '[' . $key . ']' ); ?>" value="<?php echo esc_attr( $value ); ?>"
					placeholder="<?php echo esc_attr( $placeholder ); ?>" aria-describedby="<?php echo esc_attr( 'chw-' . $key . '-help' ); ?>" />
				<p class="description" id="<?php echo esc_attr( 'chw-' . $key . '-help' ); ?>"><?php echo esc_html( $help ); ?></p>
			</td>
		</tr>
		<?php
	}
}
