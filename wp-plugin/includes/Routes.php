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
	 * Config route key => default page path (relative to the site root). `home` is always
	 * the site's front page: the editor puts [chw_search] there (see readme.txt).
	 */
	public const PATHS = array(
		'home'                 => '',
		'booking'              => 'booking',
		'liabilityExtra'       => 'liability-extra',
		'checkout'             => 'checkout',
		'complete'             => 'complete',
		'signIn'               => 'sign-in',
		'dashboard'            => 'dashboard',
		'terms'                => 'terms-and-conditions',
		'requestACall'         => 'request-a-call',
		'longTermCarRental'    => 'long-term-car-rental',
		'carSubscription'      => 'car-subscription',
		'subscriptionCarList'  => 'subscription-car-list',
		'subscriptionCheckout' => 'subscription-checkout',
		'subscriptionComplete' => 'subscription-complete',
	);

	/**
	 * Human labels of the route keys, for the settings page.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'home'                 => __( 'Home (search form)', 'carhire-widgets' ),
			'booking'              => __( 'Step 1: Select a Vehicle', 'carhire-widgets' ),
			'liabilityExtra'       => __( 'Step 2: Liabilities & Extras', 'carhire-widgets' ),
			'checkout'             => __( 'Step 3: Checkout', 'carhire-widgets' ),
			'complete'             => __( 'Booking complete', 'carhire-widgets' ),
			'signIn'               => __( 'Staff sign-in', 'carhire-widgets' ),
			'dashboard'            => __( 'Call-centre dashboard', 'carhire-widgets' ),
			'terms'                => __( 'Terms and conditions', 'carhire-widgets' ),
			'requestACall'         => __( 'Request a call', 'carhire-widgets' ),
			'longTermCarRental'    => __( 'Long term car rental', 'carhire-widgets' ),
			'carSubscription'      => __( 'Car subscription search', 'carhire-widgets' ),
			'subscriptionCarList'  => __( 'Subscription car list', 'carhire-widgets' ),
			'subscriptionCheckout' => __( 'Subscription checkout', 'carhire-widgets' ),
			'subscriptionComplete' => __( 'Subscription complete', 'carhire-widgets' ),
		);
	}

	/**
	 * The pages activation creates, parents before children:
	 * path => [ title, content, route key or null ].
	 *
	 * @return array<string, array{0: string, 1: string, 2: ?string}>
	 */
	public static function pages(): array {
		$search = self::shortcode_block( '[chw_search]' );
		$pages  = array(
			'booking'               => array( 'Select a Vehicle', self::shortcode_block( '[chw_vehicles]' ), 'booking' ),
			'liability-extra'       => array( 'Liabilities & Extras', self::shortcode_block( '[chw_liability_extras]' ), 'liabilityExtra' ),
			'checkout'              => array( 'Checkout', self::shortcode_block( '[chw_checkout]' ), 'checkout' ),
			'complete'              => array( 'Booking Complete', self::shortcode_block( '[chw_complete]' ), 'complete' ),
			'sign-in'               => array( 'Sign In', self::shortcode_block( '[chw_sign_in]' ), 'signIn' ),
			'dashboard'             => array( 'Dashboard', self::shortcode_block( '[chw_dashboard]' ), 'dashboard' ),
			'terms-and-conditions'  => array( 'Terms and Conditions', self::paragraph( 'These are the rental terms and conditions. Replace this text with your own terms.' ), 'terms' ),
			'request-a-call'        => array( 'Request a Call', self::shortcode_block( '[chw_enquiry type="REQ_CALL"]' ), 'requestACall' ),
			'long-term-car-rental'  => array( 'Long Term Car Rental', self::shortcode_block( '[chw_enquiry type="LONG_TERM"]' ), 'longTermCarRental' ),
			'car-subscription'      => array( 'Car Subscription', self::shortcode_block( '[chw_subscription_search]' ), 'carSubscription' ),
			'subscription-car-list' => array( 'Subscription Car List', self::shortcode_block( '[chw_subscription_vehicles]' ), 'subscriptionCarList' ),
			'subscription-checkout' => array( 'Subscription Checkout', self::shortcode_block( '[chw_subscription_checkout]' ), 'subscriptionCheckout' ),
			'subscription-complete' => array( 'Subscription Complete', self::shortcode_block( '[chw_subscription_complete]' ), 'subscriptionComplete' ),
			'car-rental-locations'  => array( 'Car Rental Locations', $search, null ),
		);

		$locations = array(
			'brisbane-airport'        => 'Brisbane Airport',
			'melbourne-airport'       => 'Melbourne Airport',
			'gold-coast-airport'      => 'Gold Coast Airport',
			'sydney-airport'          => 'Sydney Airport',
			'logan'                   => 'Logan',
			'victoria'                => 'Victoria',
			'victoria/melbourne-cbd'  => 'Melbourne CBD',
			'queensland'              => 'Queensland',
			'queensland/gold-coast'   => 'Gold Coast',
			'queensland/brisbane-city' => 'Brisbane City',
			'nsw'                     => 'NSW',
			'nsw/sydney-cbd'          => 'Sydney CBD',
		);
		foreach ( $locations as $path => $title ) {
			$pages[ 'car-rental-locations/' . $path ] = array( $title, $search, null );
		}

		$pages['specials']       = array( 'Specials', self::paragraph( 'Current deals.' ), null );
		$pages['product-review'] = array( 'Product Review', self::paragraph( 'Product reviews.' ), null );

		return $pages;
	}

	/**
	 * A Shortcode block (one block in the editor) inside a wide Group: block themes such as
	 * Twenty Twenty-Three keep content to a narrow reading column, too tight for the car list
	 * and the checkout beside its booking summary.
	 *
	 * @param string $shortcode The shortcode text.
	 */
	private static function shortcode_block( string $shortcode ): string {
		return '<!-- wp:group {"align":"wide","layout":{"type":"default"}} -->' . "\n"
			. '<div class="wp-block-group alignwide"><!-- wp:shortcode -->' . "\n"
			. $shortcode . "\n"
			. '<!-- /wp:shortcode --></div>' . "\n"
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
