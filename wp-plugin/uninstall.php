<?php
/**
 * Runs when an administrator deletes the plugin: removes its options. The pages created on
 * activation stay (they are the editors' content now) unless "Remove the pages this plugin
 * created" was ticked in Settings → Car Hire Widgets; then those pages, and only those, are
 * deleted for good.
 *
 * @package CarHireWidgets
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$chw_settings = get_option( 'chw_settings', array() );
$chw_created  = get_option( 'chw_created_pages', array() );
if ( is_array( $chw_settings ) && ! empty( $chw_settings['removePages'] ) && is_array( $chw_created ) ) {
	foreach ( array_map( 'intval', $chw_created ) as $chw_page_id ) {
		if ( $chw_page_id > 0 && 'page' === get_post_type( $chw_page_id ) ) {
			wp_delete_post( $chw_page_id, true );
		}
	}
}
delete_option( 'chw_settings' );
delete_option( 'chw_email' );
delete_option( 'chw_created_pages' );
delete_option( 'chw_kept_chunks' );
wp_clear_scheduled_hook( 'chw_prune_chunks' );
