<?php
/**
 * Wires the plugin's parts to WordPress.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Bootstrap.
 */
final class Plugin {

	/** Hooks everything. */
	public static function init(): void {
		add_action( 'init', array( Settings::class, 'register' ) );
		add_action( 'init', array( Shortcodes::class, 'register' ) );
		Assets::init();
		Branding::init();
		EmailBranding::init();
		Blocks::init();
		ReferrerPolicy::init();
		ChunkKeeper::init();
		if ( is_admin() ) {
			SettingsPage::init();
			SetupGuide::init();
		}
	}
}
