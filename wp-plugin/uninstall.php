<?php
/**
 * Runs when an administrator deletes the plugin: removes its one option.
 * The pages created on activation are left alone; they are the editors' content now.
 *
 * @package CarHireWidgets
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'chw_settings' );
