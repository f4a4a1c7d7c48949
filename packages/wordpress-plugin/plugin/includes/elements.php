<?php
/**
 * The elements the plugin places (README "WordPress", the table under "Where each element works"):
 * each block's slug (blocks/<slug>/block.json, shortcode pc_<slug>), its tag, its script and the
 * fallback printed inside the bare tag when the store gives no first view (README "When the elements
 * cannot load": the message with a link to the store's page).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The launch codes and their store pages (spec §2 Product landing pages, by product code). */
function pc_storefront_launch_paths() {
	return array(
		'green'                 => '/green-and-airy',
		'bw-hydrating-woodlime' => '/woodlime-body-wash',
		'bw-sensitive-riseup'   => '/cedar-and-orange-body-wash',
		'oud'                   => '/sophisticated-and-spicy-oud',
		'gran-cenote'           => '/warm-and-oceanic-breeze',
		'gran-cenote_tf'        => '/throwing-fits',
	);
}

/**
 * slug => tag, script (under the store's /elements/), and fallback: a function of the attributes and
 * the configuration answering [what could not be loaded, link label, href] or null for an element
 * that draws nothing before its script (an overlay).
 */
function pc_storefront_elements() {
	$store = static function ( $config, $path ) {
		return $config['origin'] . $path;
	};
	return array(
		'quiz'                 => array(
			'tag'      => 'pc-quiz',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				$gift = ( $attributes['type'] ?? '' ) === 'gift';
				return array( $gift ? 'The gift quiz' : 'The quiz', 'Take it on our shop', $store( $config, $gift ? '/gift-quiz' : '/quiz' ) );
			},
		),
		'results'              => array(
			'tag'      => 'pc-results',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				$href = '' !== $config['pages']['results'] ? $config['pages']['results'] : $store( $config, '/quizresult' );
				return array( 'Your results', 'See them on our shop', $href );
			},
		),
		'candle'               => array(
			'tag'      => 'pc-candle',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				$path = isset( $attributes['path'] ) && '' !== $attributes['path'] ? '/candle/' . rawurlencode( $attributes['path'] ) : '/candle';
				return array( 'The candle', 'See it on our shop', $store( $config, $path ) );
			},
		),
		'gift-cards'           => array(
			'tag'      => 'pc-gift-cards',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				return array( 'The gift cards', 'Buy one on our shop', $store( $config, '/gift-cards' ) );
			},
		),
		'launch'               => array(
			'tag'      => 'pc-launch',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				$paths = pc_storefront_launch_paths();
				$path  = $paths[ $attributes['code'] ?? 'green' ] ?? '/';
				return array( 'The product', 'See it on our shop', $store( $config, $path ) );
			},
		),
		'contact'              => array(
			'tag'      => 'pc-contact',
			'fallback' => static function ( $attributes, $config ) use ( $store ) {
				return array( 'The contact form', 'Contact us on our shop', $store( $config, '/contact' ) );
			},
		),
		'cart'                 => array(
			'tag'      => 'pc-cart',
			// README "The cart": a link to the checkout is what shows before its script.
			'fallback' => 'cart',
		),
		'cross-sell'           => array(
			'tag'      => 'pc-cross-sell',
			// Its element script, as every block's: the page's token session carries the cart (decision
			// 0098). The standalone pop-up is for a checkout whose server prints a cart token (README "A
			// checkout with its own server"); without one it has no session a page of another origin may use.
			'fallback' => null,
		),
		'post-purchase-survey' => array(
			'tag'      => 'pc-post-purchase-survey',
			'fallback' => null,
		),
	);
}
