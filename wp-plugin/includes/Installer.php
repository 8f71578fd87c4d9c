<?php
/**
 * Activation: creates each missing page of the route list and records the route URLs.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the plugin's pages; never duplicates or changes an existing page.
 */
final class Installer {

	/** Option listing the IDs of the pages activation created (uninstall may remove them). */
	public const CREATED = 'chw_created_pages';

	/** Activation hook. */
	public static function activate(): void {
		Settings::register();
		self::create_pages();
	}

	/**
	 * Creates the missing pages (parents first) and records every route page.
	 *
	 * @return array<string, int> Path => page ID of every route-list page.
	 */
	public static function create_pages(): array {
		$ids    = array();
		$routes = array();
		$pages  = array();
		foreach ( Routes::pages() as $path => list( $title, $content, $route_key ) ) {
			$existing = get_page_by_path( $path, OBJECT, 'page' );
			if ( $existing instanceof \WP_Post ) {
				$id = (int) $existing->ID;
			} else {
				$slash     = strrpos( $path, '/' );
				$parent_id = false === $slash ? 0 : ( $ids[ substr( $path, 0, $slash ) ] ?? 0 );
				$id        = wp_insert_post(
					array(
						'post_type'      => 'page',
						'post_status'    => 'publish',
						'post_title'     => $title,
						'post_name'      => false === $slash ? $path : substr( $path, $slash + 1 ),
						'post_content'   => $content,
						'post_parent'    => $parent_id,
						'comment_status' => 'closed',
						'ping_status'    => 'closed',
					),
					true
				);
				if ( is_wp_error( $id ) ) {
					continue;
				}
				$created   = get_option( self::CREATED, array() );
				$created   = is_array( $created ) ? $created : array();
				$created[] = (int) $id;
				update_option( self::CREATED, array_values( array_unique( array_map( 'intval', $created ) ) ), false );
			}
			$ids[ $path ] = (int) $id;
			if ( null !== $route_key ) {
				$pages[ $route_key ]  = (int) $id;
				$routes[ $route_key ] = (string) get_permalink( $id );
			}
		}

		$stored = get_option( Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		// Keep an editor's own choice of page for a route; fill in the rest.
		$stored_pages = isset( $stored['pages'] ) && is_array( $stored['pages'] ) ? array_filter( array_map( 'absint', $stored['pages'] ) ) : array();
		foreach ( $stored_pages as $key => $id ) {
			if ( get_post( $id ) ) {
				$pages[ $key ] = $id;
				unset( $routes[ $key ] );
			}
		}
		$stored['pages']  = $pages;
		$stored['routes'] = array_merge( isset( $stored['routes'] ) && is_array( $stored['routes'] ) ? $stored['routes'] : array(), $routes );
		update_option( Settings::OPTION, $stored );
		return $ids;
	}
}
