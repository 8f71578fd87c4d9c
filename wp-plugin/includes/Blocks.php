<?php
/**
 * One block per island, `carhire-widgets/<island>`, registered from the block.json files that
 * scripts/islands.mjs generates (wp-plugin/blocks/<island>/block.json, apiVersion 2). Each block
 * renders on the server through Shortcodes::placeholder(), so a block and its shortcode print the
 * same placeholder. The editor script (blocks/editor.js) uses WordPress's own globals and
 * ships no React; it shows a preview card and the attributes in the sidebar.
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the blocks, their editor script and the branch list they offer.
 */
final class Blocks {

	public const NAMESPACE = 'carhire-widgets';

	/** Handle of the editor script and style (block.json names it). */
	public const EDITOR = 'chw-blocks-editor';

	/** Hooks. */
	public static function init(): void {
		add_action( 'init', array( self::class, 'register' ) );
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
		add_action( 'enqueue_block_editor_assets', array( self::class, 'editor_data_script' ) );
	}

	/** The editor's data, only where the block editor loads (not on every request). */
	public static function editor_data_script(): void {
		wp_add_inline_script( self::EDITOR, 'window.chwBlocks = ' . wp_json_encode( self::editor_data() ) . ';', 'before' );
	}

	/** Registers the editor assets, then every island's block. */
	public static function register(): void {
		$base = plugins_url( 'blocks/', CHW_PLUGIN_FILE );
		wp_register_script(
			self::EDITOR,
			$base . 'editor.js',
			array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n', 'wp-api-fetch' ),
			CHW_PLUGIN_VERSION,
			true
		);
		wp_register_style( self::EDITOR, $base . 'editor.css', array(), CHW_PLUGIN_VERSION );

		$dir = dirname( CHW_PLUGIN_FILE ) . '/blocks/';
		foreach ( array_keys( IslandTable::ISLANDS ) as $island ) {
			register_block_type(
				$dir . $island,
				array(
					'render_callback' => static function ( $attributes ) use ( $island ): string {
						$attributes = is_array( $attributes ) ? $attributes : array();
						$html       = Shortcodes::placeholder( $island, Shortcodes::allowed( $island, $attributes ) );
						// A block that supports wide or full alignment (block.json) is set so in the editor.
						$align = $attributes['align'] ?? '';
						return in_array( $align, array( 'wide', 'full' ), true )
							? '<div class="' . esc_attr( 'align' . $align ) . '">' . $html . '</div>'
							: $html;
					},
				)
			);
		}
	}

	/**
	 * What the editor script needs beside block.json: translated texts, attribute controls,
	 * whether the plugin is configured and where its settings are.
	 *
	 * @return array<string, mixed>
	 */
	private static function editor_data(): array {
		$titles       = IslandTable::titles();
		$descriptions = IslandTable::descriptions();
		$labels       = IslandTable::attribute_labels();
		$islands      = array();
		foreach ( IslandTable::ISLANDS as $island => $facts ) {
			$controls = array();
			foreach ( $facts['attributes'] as $prop => $rule ) {
				$text       = $labels[ $island . '.' . $prop ];
				$controls[] = array(
					'name'      => $prop,
					'label'     => $text['label'],
					'help'      => $text['help'],
					'enum'      => $rule['enum'],
					'labels'    => $text['options'],
					'maxLength' => $rule['maxLength'],
					'options'   => $rule['options'],
				);
			}
			$islands[ $island ] = array(
				'title'       => $titles[ $island ],
				'description' => $descriptions[ $island ],
				'shortcode'   => $facts['shortcode'],
				'controls'    => $controls,
			);
		}
		return array(
			'islands'     => $islands,
			'configured'  => Settings::is_configured(),
			'settingsUrl' => admin_url( 'options-general.php?page=' . SettingsPage::SLUG ),
			'locations'   => '/' . self::NAMESPACE . '/v1/locations',
			'text'        => array(
				'settings'      => __( 'Settings', 'carhire-widgets' ),
				'noSettings'    => __( 'No settings: the page shows it as it is.', 'carhire-widgets' ),
				'notSet'        => __( 'not set', 'carhire-widgets' ),
				'any'           => __( '— Not set —', 'carhire-widgets' ),
				'loading'       => __( 'Loading branches…', 'carhire-widgets' ),
				'failed'        => __( 'The branches could not be loaded from the booking API:', 'carhire-widgets' ),
				'notConfigured' => __( 'Car Hire Widgets is not configured yet: visitors see nothing here until the booking API URL and the Stripe key are set.', 'carhire-widgets' ),
				'openSettings'  => __( 'Open Settings → Car Hire Widgets', 'carhire-widgets' ),
				'preview'       => __( 'Shown on the published page by the Car Hire Widgets bundle.', 'carhire-widgets' ),
			),
		);
	}

	/** GET /wp-json/carhire-widgets/v1/locations: the branches for the block editor's dropdown. */
	public static function routes(): void {
		register_rest_route(
			self::NAMESPACE . '/v1',
			'/locations',
			array(
				'methods'             => 'GET',
				'permission_callback' => static function (): bool {
					return current_user_can( 'edit_posts' );
				},
				'callback'            => static function () {
					$branches = BookingApi::locations();
					if ( is_wp_error( $branches ) ) {
						return new \WP_Error( 'chw_locations', $branches->get_error_message(), array( 'status' => 502 ) );
					}
					$list = array();
					foreach ( $branches as $code => $name ) {
						$list[] = array(
							'code' => (string) $code,
							'name' => $name,
						);
					}
					return rest_ensure_response( $list );
				},
			)
		);
	}
}
