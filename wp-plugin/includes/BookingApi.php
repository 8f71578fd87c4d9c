<?php
/**
 * The server-side read of the company's branches: GET {bookingApi}/locations, for the block
 * editor's branch list ("Test connection" sends its calls through ConnectionCheck).
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Fetches the branches from the configured booking API.
 */
final class BookingApi {

	/** Seconds to wait for the API. */
	private const TIMEOUT = 10;

	/**
	 * The branches, as code => name, or why they could not be read.
	 *
	 * @param string $base The booking API's base URL (default: the saved setting).
	 * @return array<string, string>|\WP_Error
	 */
	public static function locations( string $base = '' ) {
		$base = '' === $base ? (string) Settings::get()['bookingApi'] : $base;
		if ( '' === $base ) {
			return new \WP_Error( 'chw_no_api', __( 'The booking API URL is not set.', 'carhire-widgets' ) );
		}
		// wp_remote_get, not wp_safe_remote_get: the API may well be on the site's own network.
		$response = wp_remote_get(
			untrailingslashit( $base ) . '/locations',
			array(
				'timeout' => self::TIMEOUT,
				'headers' => array( 'Accept' => 'application/json' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status < 200 || $status > 299 ) {
			return new \WP_Error(
				'chw_http',
				/* translators: 1: HTTP status code, 2: HTTP reason phrase */
				sprintf( __( 'HTTP %1$d %2$s', 'carhire-widgets' ), $status, wp_remote_retrieve_response_message( $response ) )
			);
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$list = is_array( $body ) && isset( $body['data'] ) && is_array( $body['data'] ) ? $body['data'] : null;
		if ( null === $list ) {
			return new \WP_Error( 'chw_body', __( 'The answer is not a list of locations ({"data": […]}).', 'carhire-widgets' ) );
		}
		$branches = array();
		foreach ( $list as $location ) {
			if ( is_array( $location ) && isset( $location['LocationCode'], $location['LocationName'] ) && is_scalar( $location['LocationCode'] ) && is_scalar( $location['LocationName'] ) ) {
				$branches[ (string) $location['LocationCode'] ] = (string) $location['LocationName'];
			}
		}
		return $branches;
	}
}
