<?php
/**
 * Plugin Name:       Personal-care store
 * Description:       The store's elements (quiz, results, candle, gift cards, launch, contact, cart, cross-sell, post-purchase survey) as blocks and shortcodes, with their first view in the page's HTML.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           Proprietary
 * Text Domain:       pc-storefront
 *
 * README "WordPress", docs/decisions/0174: PHP kept to registration and rendering. What an author saves
 * is the block comment (or the shortcode) only; the markup is the render callback's, so an Author
 * without `unfiltered_html` places every element and kses never strips it.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PC_STOREFRONT_VERSION', '0.1.0' );
define( 'PC_STOREFRONT_DIR', __DIR__ );
define( 'PC_STOREFRONT_URL', plugin_dir_url( __FILE__ ) );

require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/render.php';

add_action( 'init', 'pc_storefront_register' );
add_action( 'admin_menu', 'pc_storefront_settings_menu' );
add_action( 'admin_init', 'pc_storefront_settings_register' );
add_filter( 'script_loader_tag', 'pc_storefront_module_tag', 10, 2 );
add_action( 'wp_footer', 'pc_storefront_print_config', 1 );
add_action( 'wp_head', 'pc_storefront_print_preloads', 2 );
add_filter( 'no_texturize_tags', 'pc_storefront_no_texturize' );
add_filter( 'wp_img_tag_add_loading_attr', 'pc_storefront_keep_image_attribute', 10, 2 );
add_filter( 'wp_img_tag_add_decoding_attr', 'pc_storefront_keep_image_attribute', 10, 2 );

/** Registers the editor script, the blocks (block.json each) and the shortcodes. */
function pc_storefront_register() {
	wp_register_script(
		'pc-storefront-editor',
		PC_STOREFRONT_URL . 'build/editor.js',
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render' ),
		PC_STOREFRONT_VERSION,
		true
	);
	pc_storefront_editor_texts();
	foreach ( pc_storefront_elements() as $slug => $element ) {
		register_block_type(
			PC_STOREFRONT_DIR . '/blocks/' . $slug,
			array(
				'render_callback' => static function ( $attributes ) use ( $slug ) {
					return pc_storefront_render( $slug, is_array( $attributes ) ? $attributes : array() );
				},
			)
		);
		add_shortcode(
			'pc_' . str_replace( '-', '_', $slug ),
			static function ( $attributes ) use ( $slug ) {
				return pc_storefront_render( $slug, pc_storefront_shortcode_attributes( $slug, is_array( $attributes ) ? $attributes : array() ) );
			}
		);
	}
}
