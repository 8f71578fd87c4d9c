<?php
/**
 * The built bundle: registered from the build manifest, enqueued only on pages that rendered a
 * shortcode, printed as a module script after the page's one `#chw-config` script. Its style
 * sheets (the shared one, which also reserves the placeholders' heights, and each island's
 * own) are enqueued with wp_enqueue_style, so no inline <style> is printed and a site can run
 * `style-src 'self'`. On a page whose content holds a shortcode they are enqueued before
 * wp_head (so they are in <head>); a shortcode rendered elsewhere (a widget, a template)
 * still gets them, printed late by WordPress.
 *
 * Modules: for every island on the page, `<link rel="modulepreload">` for the entry,
 * the mounter and runtime (manifest `preload`) and the island's own chunks (`islands.<name>.js`),
 * so the browser fetches them all at once instead of one import at a time. Printed in <head>
 * for islands in the content, and right before the module script for any other.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and prints the widget bundle (WooCommerce `Assets/Api.php` style).
 */
final class Assets {

	public const HANDLE = 'chw-main';

	/** Handle of the shared style sheet; island sheets are `chw-style-<island>`. */
	public const STYLE = 'chw-style';

	/** JSON flags that keep the config inert inside a script element. */
	private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES;

	/**
	 * The decoded manifest, false when it is missing or invalid, null before the first read.
	 *
	 * @var array{version: string, entry: string, files: string[], preload: string[], css: string[], islands: array<string, string[]>, modules: array<string, string[]>, first: array<string, string[]>}|false|null
	 */
	private static $manifest = null;

	/**
	 * Islands on this page whose modules are to be preloaded.
	 *
	 * @var array<string, bool>
	 */
	private static array $preload = array();

	/**
	 * Module files already printed as modulepreload links.
	 *
	 * @var array<string, bool>
	 */
	private static array $preloaded = array();

	/**
	 * Whether a shortcode asked for the bundle although the manifest is missing.
	 *
	 * @var bool
	 */
	private static bool $missing = false;

	/** Hooks. */
	public static function init(): void {
		add_filter( 'script_loader_tag', array( self::class, 'module_tag' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_for_content' ) );
		add_action( 'wp_footer', array( self::class, 'missing_notice' ), 100 );
		add_action( 'wp_head', array( self::class, 'print_preloads' ), 8 );
	}

	/**
	 * Called by every shortcode: enqueues the bundle for this page (printed in the footer,
	 * since the content renders after the head in classic themes) and the island's style sheets.
	 *
	 * @param string $island Island name ('' for the shared sheet only).
	 */
	public static function enqueue( string $island = '' ): void {
		$manifest = self::manifest();
		if ( ! $manifest ) {
			self::$missing = true;
			return;
		}
		self::enqueue_styles( $manifest, $island );
		self::$preload[ $island ] = true;
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			wp_register_script(
				self::HANDLE,
				plugins_url( 'assets/' . $manifest['entry'], CHW_PLUGIN_FILE ),
				array(),
				$manifest['version'],
				true
			);
		}
		wp_enqueue_script( self::HANDLE );
	}

	/**
	 * The shared sheet, the island's own sheets and the brand tokens sheet (Branding).
	 *
	 * @param array{version: string, css: string[], islands: array<string, string[]>} $manifest Result of manifest().
	 * @param string                                                                  $island   Island name or ''.
	 */
	private static function enqueue_styles( array $manifest, string $island ): void {
		$deps = array();
		foreach ( $manifest['css'] as $index => $file ) {
			$handle = 0 === $index ? self::STYLE : self::STYLE . '-' . $index;
			// The file names carry their content hash; the build's version as `ver` too, as WordPress expects of every enqueued file.
			wp_enqueue_style( $handle, plugins_url( 'assets/' . $file, CHW_PLUGIN_FILE ), $deps, $manifest['version'] );
			$deps = array( self::STYLE );
		}
		$tokens = Branding::url();
		if ( '' !== $tokens ) {
			wp_enqueue_style( 'chw-tokens', $tokens, $deps, $manifest['version'] );
		}
		foreach ( $manifest['islands'][ $island ] ?? array() as $index => $file ) {
			wp_enqueue_style( self::STYLE . '-' . $island . ( $index ? '-' . $index : '' ), plugins_url( 'assets/' . $file, CHW_PLUGIN_FILE ), $deps, $manifest['version'] );
		}
	}

	/**
	 * On `wp_enqueue_scripts`: the style sheets of every island whose shortcode or block is in
	 * the queried page's content, so they are printed in <head> (no flash, no layout shift).
	 */
	public static function enqueue_for_content(): void {
		$post = is_singular() ? get_post() : null;
		if ( ! $post || '' === (string) $post->post_content || ! Settings::is_configured() ) {
			return;
		}
		$manifest = self::manifest();
		if ( ! $manifest ) {
			return;
		}
		foreach ( array_keys( Shortcodes::ISLANDS ) as $island ) {
			if ( has_shortcode( $post->post_content, Shortcodes::tag( $island ) ) || has_block( Blocks::NAMESPACE . '/' . $island, $post ) ) {
				self::enqueue_styles( $manifest, $island );
				self::$preload[ $island ] = true;
			}
		}
	}

	/**
	 * Makes our own tag a module script and puts the config right before it. The tag filter
	 * runs once per printed handle, so the config is printed exactly once per page. WP 6.1
	 * has no script modules API, hence the filter.
	 *
	 * @param string $tag    The script tag WordPress built.
	 * @param string $handle Its handle.
	 */
	public static function module_tag( $tag, $handle ): string {
		if ( self::HANDLE !== $handle || ! is_string( $tag ) ) {
			return (string) $tag;
		}
		$tag = (string) preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
		$tag = (string) preg_replace( '/<script(?=[\s>])/', '<script type="module"', $tag, 1 );
		return self::config_script() . self::preload_links() . $tag;
	}

	/** On `wp_head`: the modulepreload links of the islands found in the content. */
	public static function print_preloads(): void {
		echo self::preload_links(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in preload_links().
	}

	/**
	 * `<link rel="modulepreload">` for the entry, the shared modules and each island's chunks
	 * not printed yet ('' when there is nothing new).
	 */
	public static function preload_links(): string {
		$manifest = self::manifest();
		if ( ! $manifest || ! self::$preload ) {
			return '';
		}
		// What the islands' first API calls need comes first (manifest `islands.<name>.first`).
		$files = array( $manifest['entry'] );
		foreach ( array_keys( self::$preload ) as $island ) {
			$files = array_merge( $files, $manifest['first'][ $island ] ?? array() );
		}
		$files = array_merge( $files, $manifest['preload'] );
		foreach ( array_keys( self::$preload ) as $island ) {
			$files = array_merge( $files, $manifest['modules'][ $island ] ?? array() );
		}
		$html = '';
		foreach ( array_unique( $files ) as $file ) {
			if ( isset( self::$preloaded[ $file ] ) ) {
				continue;
			}
			self::$preloaded[ $file ] = true;
			// The entry keeps WordPress's ?ver= so the preload and the script are one request; the chunks carry their hash.
			$url   = plugins_url( 'assets/' . $file, CHW_PLUGIN_FILE );
			$url   = $file === $manifest['entry'] ? add_query_arg( 'ver', $manifest['version'], $url ) : $url;
			$html .= '<link rel="modulepreload" href="' . esc_url( $url ) . "\">\n";
		}
		return $html;
	}

	/** The `#chw-config` script element. */
	public static function config_script(): string {
		$json = wp_json_encode( Settings::config(), self::JSON_FLAGS );
		return '<script type="application/json" id="chw-config">' . ( false === $json ? '{}' : $json ) . "</script>\n";
	}

	/** Tells administrators (only) that the build is missing; visitors see nothing. */
	public static function missing_notice(): void {
		if ( self::$missing && current_user_can( 'manage_options' ) ) {
			$message = __( 'Car Hire Widgets: assets/manifest.json is missing, so the widgets cannot load. Run npm run build (or install the packaged zip).', 'carhire-widgets' );
			// A translation must not be able to end the comment early.
			echo "\n<!-- " . esc_html( str_replace( '--', '- -', $message ) ) . " -->\n";
		}
	}

	/**
	 * The build manifest `{"version", "entry", "files", "preload", "css", "islands": {name: {"css", "js", "first"}}}` written
	 * by rollup, validated.
	 *
	 * @return array{version: string, entry: string, files: string[], preload: string[], css: string[], islands: array<string, string[]>, modules: array<string, string[]>, first: array<string, string[]>}|false
	 */
	public static function manifest() {
		if ( null !== self::$manifest ) {
			return self::$manifest;
		}
		self::$manifest = false;
		$file           = plugin_dir_path( CHW_PLUGIN_FILE ) . 'assets/manifest.json';
		if ( ! is_readable( $file ) ) {
			return false;
		}
		$data = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		if ( ! is_array( $data ) || ! self::is_asset_path( $data['entry'] ?? null ) ) {
			return false;
		}
		$version = isset( $data['version'] ) && is_scalar( $data['version'] ) ? preg_replace( '/[^A-Za-z0-9._-]/', '', (string) $data['version'] ) : '';
		$files   = isset( $data['files'] ) && is_array( $data['files'] ) ? array_values( array_filter( $data['files'], array( self::class, 'is_asset_path' ) ) ) : array();
		$css     = isset( $data['css'] ) && is_array( $data['css'] ) ? array_values( array_filter( $data['css'], array( self::class, 'is_style_path' ) ) ) : array();
		$preload = isset( $data['preload'] ) && is_array( $data['preload'] ) ? array_values( array_filter( $data['preload'], array( self::class, 'is_asset_path' ) ) ) : array();
		$islands = array();
		$modules = array();
		$first   = array();
		foreach ( ( isset( $data['islands'] ) && is_array( $data['islands'] ) ? $data['islands'] : array() ) as $name => $island ) {
			if ( isset( Shortcodes::ISLANDS[ $name ] ) && is_array( $island ) && isset( $island['css'] ) && is_array( $island['css'] ) ) {
				$islands[ $name ] = array_values( array_filter( $island['css'], array( self::class, 'is_style_path' ) ) );
			}
			if ( isset( Shortcodes::ISLANDS[ $name ] ) && is_array( $island ) && isset( $island['js'] ) && is_array( $island['js'] ) ) {
				$modules[ $name ] = array_values( array_filter( $island['js'], array( self::class, 'is_asset_path' ) ) );
			}
			if ( isset( Shortcodes::ISLANDS[ $name ] ) && is_array( $island ) && isset( $island['first'] ) && is_array( $island['first'] ) ) {
				$first[ $name ] = array_values( array_filter( $island['first'], array( self::class, 'is_asset_path' ) ) );
			}
		}
		self::$manifest = array(
			'version' => '' === $version ? CHW_PLUGIN_VERSION : $version,
			'entry'   => $data['entry'],
			'files'   => $files,
			'preload' => $preload,
			'css'     => $css,
			'islands' => $islands,
			'modules' => $modules,
			'first'   => $first,
		);
		return self::$manifest;
	}

	/** Forgets the cached manifest (tests). */
	public static function reset(): void {
		self::$manifest  = null;
		self::$missing   = false;
		self::$preload   = array();
		self::$preloaded = array();
	}

	/**
	 * A relative .js path inside assets/.
	 *
	 * @param mixed $path Candidate.
	 */
	private static function is_asset_path( $path ): bool {
		return is_string( $path ) && preg_match( '#^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.js$#', $path ) && false === strpos( $path, '..' );
	}

	/**
	 * A relative .css path inside assets/.
	 *
	 * @param mixed $path Candidate.
	 */
	private static function is_style_path( $path ): bool {
		return is_string( $path ) && preg_match( '#^[A-Za-z0-9_-][A-Za-z0-9_./-]*\.css$#', $path ) && false === strpos( $path, '..' );
	}
}
