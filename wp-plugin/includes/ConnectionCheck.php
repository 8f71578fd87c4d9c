<?php
/**
 * "Test connection": sends the contract's read-only calls (ConnectionTable, generated from
 * api/openapi.yaml) to the company's API from this server, as the widgets would address them, and
 * checks each answer's status, JSON type, `{ "data": … }` envelope and required fields. No call
 * changes anything or signs in; no redirect is followed; nothing secret is sent or reported.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the read-only calls and gives one row per call.
 */
final class ConnectionCheck {

	/** Seconds to wait for each call. */
	public const TIMEOUT = 5;

	/** The largest answer read, in bytes (a longer one is cut and then fails as JSON). */
	private const MAX_BYTES = 2097152;

	/**
	 * One row per call of ConnectionTable::CALLS, in order.
	 *
	 * @return array<int, array{name: string, request: string, where: string, pass: bool, detail: string}>
	 */
	public static function run(): array {
		$config  = Settings::config();
		$names   = ConnectionTable::names();
		$rows    = array();
		$answers = array(); // operationId => the `data` of a passed call.
		$silent  = array(); // host => true once a call to it got no answer.
		foreach ( ConnectionTable::CALLS as $id => $call ) {
			$target = self::target( $call, $config );
			$row    = array_merge(
				array( 'name' => $names[ $id ] ?? $id ),
				self::describe( $call, $target ),
				array(
					'pass'   => false,
					'detail' => '',
				)
			);
			$query  = self::query( $call['query'], $config, $answers, $names );
			if ( '' === $target['url'] ) {
				$row['detail'] = $target['missing'];
			} elseif ( isset( $silent[ $target['host'] ] ) ) {
				/* translators: %s: host and port of the API, e.g. api.example.com:443 */
				$row['detail'] = sprintf( __( 'Not tried: %s gave no answer to a call above.', 'carhire-widgets' ), $target['host'] );
			} elseif ( is_string( $query ) ) {
				$row['detail'] = $query;
			} else {
				$url      = add_query_arg( array_map( 'rawurlencode', $query ), $target['url'] );
				$response = wp_remote_get(
					$url,
					array(
						'timeout'             => self::TIMEOUT,
						'redirection'         => 0,
						'limit_response_size' => self::MAX_BYTES,
						'headers'             => array( 'Accept' => 'application/json' ),
					)
				);
				if ( is_wp_error( $response ) ) {
					$silent[ $target['host'] ] = true;
					$row['detail']             = self::no_answer( $response, $url );
				} else {
					$verdict = self::verdict( $call, $response );
					if ( is_string( $verdict ) ) {
						$row['detail'] = $verdict;
					} else {
						$row['pass']    = true;
						$row['detail']  = $verdict['detail'];
						$answers[ $id ] = $verdict['data'];
					}
				}
			}
			$rows[] = $row;
		}
		return $rows;
	}

	/**
	 * Where a call goes: its URL (without the query), the host (for "no answer" bookkeeping), which
	 * address it uses, and why there is none.
	 *
	 * @param array<string, mixed> $call   A row of ConnectionTable::CALLS.
	 * @param array<string, mixed> $config Settings::config().
	 * @return array{url: string, host: string, source: string, missing: string}
	 */
	private static function target( array $call, array $config ): array {
		$setting = (string) $call['setting'];
		if ( '' !== $setting && ! empty( $config[ $setting ] ) && is_string( $config[ $setting ] ) ) {
			return self::address( $config[ $setting ], 'setting', '' );
		}
		if ( 'rental' === $call['server'] ) {
			$host = untrailingslashit( (string) ( $config['rentalHost'] ?? '' ) );
			$root = trim( (string) ( $config['apiRoot'] ?? '' ), '/' );
			$base = '' === $host ? '' : $host . '/' . ( '' === $root ? '' : $root . '/' ) . 'v1';
			return self::address( $base, 'rental', __( 'Not tried: the rental host is not set (nor the booking API URL it defaults to).', 'carhire-widgets' ), (string) $call['path'] );
		}
		return self::address( (string) ( $config['bookingApi'] ?? '' ), 'booking', __( 'Not tried: the booking API URL is not set.', 'carhire-widgets' ), (string) $call['path'] );
	}

	/**
	 * A call's address from a base URL, or none when the base is not an absolute http(s) URL.
	 *
	 * @param string $base    Base URL (or the whole URL, from a setting).
	 * @param string $source  `booking`, `rental` or `setting`.
	 * @param string $missing Why there is no address when the base is empty.
	 * @param string $path    The call's path under the base.
	 * @return array{url: string, host: string, source: string, missing: string}
	 */
	private static function address( string $base, string $source, string $missing, string $path = '' ): array {
		$parts = '' === $base ? false : wp_parse_url( $base );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
			return array(
				'url'     => '',
				'host'    => '',
				'source'  => $source,
				'missing' => '' === $base ? $missing : __( 'Not tried: its address is not an absolute http(s) URL.', 'carhire-widgets' ),
			);
		}
		return array(
			'url'     => untrailingslashit( $base ) . $path,
			'host'    => $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ),
			'source'  => $source,
			'missing' => '',
		);
	}

	/**
	 * The call as the list names it: the request (method and path) and where it went. The path
	 * only: a user name, password or query in a saved URL is never shown.
	 *
	 * @param array<string, mixed>                                              $call   A row of ConnectionTable::CALLS.
	 * @param array{url: string, host: string, source: string, missing: string} $target From target().
	 * @return array{request: string, where: string}
	 */
	private static function describe( array $call, array $target ): array {
		if ( 'setting' === $target['source'] ) {
			$path = (string) wp_parse_url( $target['url'], PHP_URL_PATH );
			return array(
				'request' => $call['method'] . ' ' . ( '' === $path ? '/' : $path ),
				/* translators: %s: the setting's label, e.g. Search-variant URL */
				'where'   => sprintf( __( '(the %s setting)', 'carhire-widgets' ), SiteTable::fields()[ $call['setting'] ][0] ?? (string) $call['setting'] ),
			);
		}
		return array(
			'request' => $call['method'] . ' ' . $call['path'],
			'where'   => 'rental' === $call['server'] ? __( 'on the rental host', 'carhire-widgets' ) : __( 'on the booking API', 'carhire-widgets' ),
		);
	}

	/**
	 * The query to send, its samples filled in, or why the call cannot be made.
	 *
	 * @param array<string, string> $query   Parameter => sample.
	 * @param array<string, mixed>  $config  Settings::config().
	 * @param array<string, mixed>  $answers OperationId => data of the calls that passed.
	 * @param array<string, string> $names   OperationId => name.
	 * @return array<string, string>|string
	 */
	private static function query( array $query, array $config, array $answers, array $names ) {
		$filled = array();
		foreach ( $query as $name => $sample ) {
			if ( '{today}' === $sample ) {
				try {
					$zone = new \DateTimeZone( (string) ( $config['timeZone'] ?? '' ) );
				} catch ( \Exception $e ) {
					$zone = wp_timezone();
				}
				$filled[ $name ] = (string) wp_date( 'Y-m-d', null, $zone );
			} elseif ( preg_match( '/^\{(\w+)\.(\w+)\}$/', $sample, $ref ) ) {
				$first = $answers[ $ref[1] ][0][ $ref[2] ] ?? null;
				if ( ! is_scalar( $first ) ) {
					/* translators: 1: a field name, e.g. LocationCode, 2: the earlier call's name, e.g. Locations */
					return sprintf( __( 'Not tried: it needs a %1$s from %2$s, which gave none.', 'carhire-widgets' ), $ref[2], $names[ $ref[1] ] ?? $ref[1] );
				}
				$filled[ $name ] = (string) $first;
			} else {
				$filled[ $name ] = $sample;
			}
		}
		return $filled;
	}

	/**
	 * Why a call got no answer: a timeout, or the transport's words.
	 *
	 * @param \WP_Error $error The transport's error.
	 * @param string    $url   The URL called (its user name and password are taken out of the words).
	 */
	private static function no_answer( \WP_Error $error, string $url ): string {
		$message = $error->get_error_message();
		if ( false !== stripos( $message, 'timed out' ) ) {
			/* translators: %d: seconds */
			return sprintf( _n( 'No answer within %d second (timeout).', 'No answer within %d seconds (timeout).', self::TIMEOUT, 'carhire-widgets' ), self::TIMEOUT );
		}
		$user = wp_parse_url( $url, PHP_URL_USER );
		if ( is_string( $user ) && '' !== $user ) {
			$pass    = wp_parse_url( $url, PHP_URL_PASS );
			$message = str_replace( array( $user . ':' . ( is_string( $pass ) ? $pass : '' ) . '@', $user . '@' ), '', $message );
		}
		/* translators: %s: the transport's error, e.g. cURL error 7: Failed to connect */
		return sprintf( __( 'No answer: %s', 'carhire-widgets' ), $message );
	}

	/**
	 * The answer checked against the call's contract: what is wrong, or the data and a short note.
	 *
	 * @param array<string, mixed> $call     A row of ConnectionTable::CALLS.
	 * @param array<string, mixed> $response Wp_remote_get()'s answer.
	 * @return string|array{data: mixed, detail: string}
	 */
	private static function verdict( array $call, array $response ) {
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status !== $call['status'] ) {
			$reason = sprintf(
				/* translators: 1: HTTP status code, 2: HTTP reason phrase, 3: the expected status code */
				__( 'HTTP %1$d %2$s; expected %3$d.', 'carhire-widgets' ),
				$status,
				wp_remote_retrieve_response_message( $response ),
				$call['status']
			);
			if ( $status >= 300 && $status < 400 ) {
				$reason .= ' ' . __( 'Redirects are not followed: set the address the API answers at.', 'carhire-widgets' );
			}
			return $reason;
		}
		$type = wp_remote_retrieve_header( $response, 'content-type' );
		$type = strtolower( trim( explode( ';', is_array( $type ) ? (string) reset( $type ) : (string) $type )[0] ) );
		if ( $type !== $call['type'] ) {
			/* translators: 1: the answer's content type, e.g. text/html, 2: the expected one, application/json */
			return sprintf( __( 'Content type %1$s; expected %2$s.', 'carhire-widgets' ), '' === $type ? __( '(none)', 'carhire-widgets' ) : $type, $call['type'] );
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			return __( 'The body is not JSON.', 'carhire-widgets' );
		}
		if ( ! is_array( $body ) || self::is_list( $body ) || ! array_key_exists( 'data', $body ) ) {
			return __( 'The body is not a {"data": …} envelope.', 'carhire-widgets' );
		}
		$data = $body['data'];
		if ( 'list' === $call['data'] ) {
			if ( ! is_array( $data ) || ! self::is_list( $data ) ) {
				return __( 'data is not a list.', 'carhire-widgets' );
			}
			foreach ( $data as $index => $entry ) {
				if ( ! is_array( $entry ) || ( $entry && self::is_list( $entry ) ) ) {
					/* translators: %d: the entry's position in the list, from 1 */
					return sprintf( __( 'Entry %d of data is not an object.', 'carhire-widgets' ), $index + 1 );
				}
				$missing = self::missing( $call['fields'], $entry );
				if ( '' !== $missing ) {
					/* translators: 1: a field name, e.g. RCMID, 2: the entry's position in the list, from 1 */
					return sprintf( __( '%1$s is missing from entry %2$d of data.', 'carhire-widgets' ), $missing, $index + 1 );
				}
			}
			return array(
				'data'   => $data,
				/* translators: 1: HTTP status code, 2: number of entries */
				'detail' => sprintf( _n( 'HTTP %1$d, %2$d entry.', 'HTTP %1$d, %2$d entries.', count( $data ), 'carhire-widgets' ), $status, count( $data ) ),
			);
		}
		if ( ! is_array( $data ) || ( $data && self::is_list( $data ) ) ) {
			return __( 'data is not an object.', 'carhire-widgets' );
		}
		$missing = self::missing( $call['fields'], $data );
		if ( '' !== $missing ) {
			/* translators: %s: a field name, e.g. variant */
			return sprintf( __( '%s is missing from data.', 'carhire-widgets' ), $missing );
		}
		return array(
			'data'   => $data,
			/* translators: %d: HTTP status code */
			'detail' => sprintf( __( 'HTTP %d.', 'carhire-widgets' ), $status ),
		);
	}

	/**
	 * The first of `fields` the object lacks, or ''.
	 *
	 * @param string[]             $fields Required field names.
	 * @param array<string, mixed> $entry  A decoded JSON object.
	 */
	private static function missing( array $fields, array $entry ): string {
		foreach ( $fields as $field ) {
			if ( ! array_key_exists( $field, $entry ) ) {
				return $field;
			}
		}
		return '';
	}

	/**
	 * Whether a decoded JSON value was a list (array_is_list() is PHP 8.1's).
	 *
	 * @param array<mixed> $value Decoded JSON.
	 */
	private static function is_list( array $value ): bool {
		return array() === $value || array_keys( $value ) === range( 0, count( $value ) - 1 );
	}
}
