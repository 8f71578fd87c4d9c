<?php
/**
 * The route list of spec §2: which config route key each page serves, and the pages
 * that activation creates.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Route keys, their default paths and the pages of the route list.
 */
final class Routes {

	/**
	 * Config route key => default page path (relative to the site root): each island page's
	 * route from its island.json, plus the content pages' routes from src/site.json (the terms).
	 * `home` is always the site's front page: the editor puts the search block there (see readme.txt).
	 */
	public const PATHS = IslandTable::ROUTES + SiteTable::CONTENT_ROUTES;

	/**
	 * Human labels of the route keys, for the settings page.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return IslandTable::route_labels() + SiteTable::content_route_labels();
	}

	/**
	 * The pages activation creates, parents before children: path => [ title, content, route
	 * key or null ]. The island pages (each holding its block, location pages with their branch
	 * set) come from island.json; the content pages (src/site.json) hold a paragraph.
	 *
	 * @return array<string, array{0: string, 1: string, 2: ?string}>
	 */
	public static function pages(): array {
		$pages = array();
		foreach ( IslandTable::PAGES as $path => $page ) {
			$pages[ $path ] = array( $page['title'], self::group( $page['block'], $page['align'] ), $page['route'] );
		}
		foreach ( SiteTable::content_pages() as $path => list( $title, $text, $route ) ) {
			$pages[ $path ] = array( $title, self::paragraph( $text ), $route );
		}
		return $pages;
	}

	/**
	 * A block inside a wide (or full-width) Group: block themes such as Twenty Twenty-Three keep
	 * content to a narrow reading column, too tight for the car list, the checkout beside its
	 * summary and the dashboard's table (full width).
	 *
	 * @param string $block The block's markup.
	 * @param string $align wide or full.
	 */
	private static function group( string $block, string $align ): string {
		$align = 'full' === $align ? 'full' : 'wide';
		return '<!-- wp:group {"align":"' . $align . '","layout":{"type":"default"}} -->' . "\n"
			. '<div class="wp-block-group align' . $align . '">' . $block . '</div>' . "\n"
			. '<!-- /wp:group -->';
	}

	/**
	 * A Paragraph block.
	 *
	 * @param string $text Plain text.
	 */
	private static function paragraph( string $text ): string {
		return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->";
	}
}
