<?php
/**
 * Keeps the previous release's code chunks for a while after an update.
 *
 * A page opened before an update still asks for the chunks of its own release (their names carry
 * a content hash); an update that replaces assets/chunks/ would leave it with a missing file. Before
 * WordPress installs a new version, the current chunks are copied aside; after it, those not in the
 * new release are put back beside the new ones and listed with an expiry; a daily event deletes
 * them once that has passed (KEEP_SECONDS, 7 days).
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The previous release's chunks, kept for KEEP_SECONDS after an update.
 */
final class ChunkKeeper {

	/** How long an old chunk is kept after the update that replaced it. */
	public const KEEP_SECONDS = 7 * DAY_IN_SECONDS;

	/** Option: file name => time after which it may be deleted. */
	public const KEPT = 'chw_kept_chunks';

	/** The daily event that deletes expired chunks. */
	public const EVENT = 'chw_prune_chunks';

	/** Hooks the update and the daily clean-up. */
	public static function init(): void {
		add_filter( 'upgrader_pre_install', array( self::class, 'before_update' ), 10, 2 );
		add_action( 'upgrader_process_complete', array( self::class, 'after_update' ), 10, 2 );
		add_action( self::EVENT, array( self::class, 'prune' ) );
		if ( ! wp_next_scheduled( self::EVENT ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::EVENT );
		}
	}

	/** The plugin's chunks folder. */
	private static function chunks_dir(): string {
		return dirname( __DIR__ ) . '/assets/chunks';
	}

	/** Where the chunks wait during an update (outside the plugin folder the update replaces). */
	private static function aside_dir(): string {
		$uploads = wp_upload_dir( null, false );
		return trailingslashit( $uploads['basedir'] ) . 'carhire-widgets-previous-chunks';
	}

	/**
	 * True when the upgrader's hook extra names this plugin.
	 *
	 * @param mixed $extra The upgrader's hook extra.
	 */
	private static function is_this_plugin( $extra ): bool {
		$plugin = plugin_basename( dirname( __DIR__ ) . '/carhire-widgets.php' );
		if ( ! is_array( $extra ) ) {
			return false;
		}
		if ( isset( $extra['plugin'] ) && $extra['plugin'] === $plugin ) {
			return true;
		}
		return isset( $extra['plugins'] ) && is_array( $extra['plugins'] ) && in_array( $plugin, $extra['plugins'], true );
	}

	/**
	 * Copies the current chunks aside before the new version is installed.
	 *
	 * @param mixed $response   The filter's value, returned unchanged.
	 * @param mixed $hook_extra The upgrader's hook extra.
	 * @return mixed
	 */
	public static function before_update( $response, $hook_extra ) {
		if ( self::is_this_plugin( $hook_extra ) ) {
			self::copy_js( self::chunks_dir(), self::aside_dir() );
		}
		return $response;
	}

	/**
	 * Puts the previous chunks back beside the new ones and records when each may go.
	 *
	 * @param mixed $upgrader   The upgrader (unused).
	 * @param mixed $hook_extra The upgrader's hook extra.
	 */
	public static function after_update( $upgrader, $hook_extra ): void {
		unset( $upgrader );
		if ( ! self::is_this_plugin( $hook_extra ) || ! is_dir( self::aside_dir() ) ) {
			return;
		}
		$kept    = self::kept();
		$expires = time() + self::KEEP_SECONDS;
		foreach ( self::copy_js( self::aside_dir(), self::chunks_dir() ) as $name ) {
			$kept[ $name ] = $kept[ $name ] ?? $expires;
		}
		update_option( self::KEPT, $kept, false );
		foreach ( (array) glob( self::aside_dir() . '/*.js' ) as $file ) {
			wp_delete_file( (string) $file );
		}
	}

	/** Deletes the kept chunks whose time has passed (the daily event). */
	public static function prune(): void {
		$kept = self::kept();
		foreach ( $kept as $name => $expires ) {
			if ( $expires <= time() ) {
				wp_delete_file( self::chunks_dir() . '/' . basename( (string) $name ) );
				unset( $kept[ $name ] );
			}
		}
		update_option( self::KEPT, $kept, false );
	}

	/**
	 * The kept chunks: file name => expiry time.
	 *
	 * @return array<string, int>
	 */
	private static function kept(): array {
		$kept = get_option( self::KEPT, array() );
		return is_array( $kept ) ? array_map( 'intval', $kept ) : array();
	}

	/**
	 * Copies the .js files of one folder into another, skipping names already there.
	 *
	 * @param string $from Source folder.
	 * @param string $to   Target folder (created when missing).
	 * @return string[] The names copied.
	 */
	private static function copy_js( string $from, string $to ): array {
		$copied = array();
		if ( ! is_dir( $from ) || ! wp_mkdir_p( $to ) ) {
			return $copied;
		}
		foreach ( (array) glob( $from . '/*.js' ) as $file ) {
			$name = basename( (string) $file );
			if ( ! file_exists( $to . '/' . $name ) && copy( (string) $file, $to . '/' . $name ) ) {
				$copied[] = $name;
			}
		}
		return $copied;
	}
}
