<?php
/**
 * Plugin Name:       Car Hire Widgets
 * Description:       Car hire search, booking, checkout, subscription and call-centre screens as blocks and shortcodes, served from the built widget bundle.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * Author:            Car Hire Widgets
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       carhire-widgets
 *
 * @package CarHireWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'CHW_PLUGIN_FILE', __FILE__ );
define( 'CHW_PLUGIN_VERSION', '0.1.0' );

require_once __DIR__ . '/includes/IslandTable.php';
require_once __DIR__ . '/includes/SiteTable.php';
require_once __DIR__ . '/includes/RulesTable.php';
require_once __DIR__ . '/includes/Routes.php';
require_once __DIR__ . '/includes/Settings.php';
require_once __DIR__ . '/includes/Assets.php';
require_once __DIR__ . '/includes/Branding.php';
require_once __DIR__ . '/includes/EmailBranding.php';
require_once __DIR__ . '/includes/Shortcodes.php';
require_once __DIR__ . '/includes/BookingApi.php';
require_once __DIR__ . '/includes/Blocks.php';
require_once __DIR__ . '/includes/ReferrerPolicy.php';
require_once __DIR__ . '/includes/ConnectionTable.php';
require_once __DIR__ . '/includes/ConnectionCheck.php';
require_once __DIR__ . '/includes/SetupGuide.php';
require_once __DIR__ . '/includes/SettingsPage.php';
require_once __DIR__ . '/includes/Installer.php';
require_once __DIR__ . '/includes/ChunkKeeper.php';
require_once __DIR__ . '/includes/Plugin.php';

register_activation_hook( __FILE__, array( \CarHireWidgets\Installer::class, 'activate' ) );

\CarHireWidgets\Plugin::init();
