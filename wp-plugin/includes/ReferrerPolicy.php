<?php
/**
 * The Referrer-Policy of a page that holds an island asking for one (island.json `referrerPolicy`,
 * in IslandTable): the Manage my booking page answers with `no-referrer`, so the single-use token
 * of the emailed link (`?chw_manage=…`) never leaves in the Referer of the page's own requests
 * (styles, scripts, fonts, a theme's or another plugin's) before the widget takes it out of the
 * address. Sent as a header on `wp_headers` (WordPress 6.1 and later send headers after the main
 * query, so the page is known); where headers had already gone, a `<meta name="referrer">` at the
 * top of `<head>` does the same for everything the page loads after it.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Sends the referrer policy of the islands on the queried page.
 */
final class ReferrerPolicy {

	/** The policies an island may ask for (island.schema.json's `referrerPolicy`). */
	private const ALLOWED = array( 'no-referrer' );

	/**
	 * Whether this request's header carried the policy (then no meta is needed).
	 *
	 * @var bool
	 */
	private static bool $sent = false;

	/** Hooks the header and its fallback. */
	public static function init(): void {
		add_filter( 'wp_headers', array( self::class, 'headers' ) );
		add_action( 'wp_head', array( self::class, 'meta' ), 0 );
	}

	/**
	 * The policy the islands in a post's content ask for ('' when none does).
	 *
	 * @param \WP_Post|null $post The post (the queried one by default).
	 */
	public static function policy_for( $post = null ): string {
		if ( null === $post ) {
			$post = is_singular() ? get_post() : null;
		}
		if ( ! $post instanceof \WP_Post || '' === (string) $post->post_content ) {
			return '';
		}
		foreach ( IslandTable::ISLANDS as $island => $facts ) {
			$policy = (string) ( $facts['referrer_policy'] ?? '' );
			if ( ! in_array( $policy, self::ALLOWED, true ) ) {
				continue;
			}
			if ( has_shortcode( $post->post_content, Shortcodes::tag( $island ) ) || has_block( Blocks::NAMESPACE . '/' . $island, $post ) ) {
				return $policy;
			}
		}
		return '';
	}

	/**
	 * On `wp_headers`: the island's policy replaces the site's for its page.
	 *
	 * @param mixed $headers The headers WordPress is about to send.
	 * @return mixed
	 */
	public static function headers( $headers ) {
		if ( ! is_array( $headers ) || headers_sent() ) {
			return $headers;
		}
		$policy = self::policy_for();
		if ( '' !== $policy ) {
			$headers['Referrer-Policy'] = $policy;
			self::$sent                 = true;
		}
		return $headers;
	}

	/** On `wp_head` (first): the same policy as a meta tag when the header could not carry it. */
	public static function meta(): void {
		if ( self::$sent ) {
			return;
		}
		$policy = self::policy_for();
		if ( '' !== $policy ) {
			echo '<meta name="referrer" content="' . esc_attr( $policy ) . '">' . "\n";
		}
	}
}
