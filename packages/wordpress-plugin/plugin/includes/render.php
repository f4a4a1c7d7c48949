<?php
/**
 * What a block or shortcode prints (docs/decisions/0174): the element's first view as the store
 * renders it (`GET {store}/wp-json/{ns}/v1/fragments/{tag}?{attributes}`: the complete tag with its
 * Declarative Shadow DOM, cacheable, nothing of one shopper in it), kept five minutes; else, when the
 * store does not answer in time or refuses, the bare tag with the fallback of README "When the
 * elements cannot load". Either way the stylesheet, the element's script and `#pc-config` go into the
 * page once, whatever the number of blocks.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long the render waits for the store's first view (seconds). */
const PC_STOREFRONT_FRAGMENT_TIMEOUT = 1.5;

/** Whether anything on this page needs `#pc-config`. */
function pc_storefront_config_needed( $set = null ) {
	static $needed = false;
	if ( null !== $set ) {
		$needed = $set;
	}
	return $needed;
}

/**
 * The block's attributes as the element's: only the names its block.json declares, a boolean present
 * or absent, an enum's value one of its own (else its default).
 */
function pc_storefront_element_attributes( $slug, $attributes ) {
	$type = WP_Block_Type_Registry::get_instance()->get_registered( 'pc/' . $slug );
	$out  = array();
	if ( ! $type ) {
		return $out;
	}
	foreach ( (array) $type->attributes as $name => $schema ) {
		$value = $attributes[ $name ] ?? ( $schema['default'] ?? null );
		if ( 'boolean' === ( $schema['type'] ?? '' ) ) {
			if ( true === $value ) {
				$out[ $name ] = true;
			}
			continue;
		}
		$value = is_scalar( $value ) ? (string) $value : '';
		if ( isset( $schema['enum'] ) && ! in_array( $value, $schema['enum'], true ) ) {
			$value = (string) ( $schema['default'] ?? '' );
		}
		if ( '' !== $value ) {
			$out[ $name ] = $value;
		}
	}
	return $out;
}

/** A shortcode's attributes as a block's: `[pc_quiz type="gift" no-name-question="true"]`, or a bare `no-name-question`. */
function pc_storefront_shortcode_attributes( $slug, $attributes ) {
	$type = WP_Block_Type_Registry::get_instance()->get_registered( 'pc/' . $slug );
	$out  = array();
	foreach ( $attributes as $key => $value ) {
		// A bare word (`[pc_cart open-on-add]`) arrives as a numbered value.
		if ( is_int( $key ) ) {
			$key   = (string) $value;
			$value = 'true';
		}
		$schema = $type ? ( $type->attributes[ $key ] ?? null ) : null;
		if ( ! $schema ) {
			continue;
		}
		$out[ $key ] = 'boolean' === ( $schema['type'] ?? '' )
			? in_array( strtolower( (string) $value ), array( '', '1', 'true', 'yes' ), true )
			: (string) $value;
	}
	return $out;
}

/** The tag's opening: `<pc-quiz type="gift">`, booleans as bare attributes. */
function pc_storefront_open_tag( $tag, $attributes ) {
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		$html .= true === $value ? ' ' . esc_attr( $name ) : sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
	}
	return $html . '>';
}

/** The bare tag with its fallback: what shows until the element's script has run. */
function pc_storefront_bare( $element, $attributes, $config ) {
	$inside   = '';
	$fallback = $element['fallback'];
	if ( 'cart' === $fallback ) {
		$checkout = '' !== $config['pages']['checkout'] ? $config['pages']['checkout'] : $config['origin'] . '/checkout';
		$inside   = sprintf( '<a href="%s">Cart</a>', esc_url( $checkout ) );
	} elseif ( is_callable( $fallback ) ) {
		list( $what, $label, $href ) = $fallback( $attributes, $config );
		$inside                      = sprintf( '<p>%s could not be loaded. <a href="%s">%s</a>.</p>', esc_html( $what ), esc_url( $href ), esc_html( $label ) );
	}
	return pc_storefront_open_tag( $element['tag'], $attributes ) . $inside . '</' . $element['tag'] . '>';
}

/**
 * The store's first view of the element, or null. Answers are kept five minutes (a transient); a
 * store that did not answer is asked again after 30 seconds, so a store that is down costs a page at
 * most one wait.
 */
function pc_storefront_first_view( $tag, $attributes, $config, $messages = array() ) {
	$query = array();
	foreach ( $attributes as $name => $value ) {
		$query[ $name ] = true === $value ? '' : $value;
	}
	// In the site's language and with the block's words, as the element reads them from `#pc-config`
	// (docs/decisions/0211).
	$query['locale'] = pc_storefront_locale();
	if ( $messages ) {
		$query['messages'] = wp_json_encode( $messages, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
	$url = $config['origin'] . '/wp-json/' . $config['ns'] . '/v1/fragments/' . $tag;
	if ( $query ) {
		$url .= '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	}
	$key    = 'pc_fragment_' . md5( $url );
	$cached = get_transient( $key );
	if ( is_array( $cached ) ) {
		pc_storefront_module_preloads( $cached['modules'] ?? array() );
		return $cached['html'];
	}
	$answer = wp_remote_get(
		$url,
		array(
			'timeout'     => PC_STOREFRONT_FRAGMENT_TIMEOUT,
			'redirection' => 0,
			'headers'     => array( 'Accept' => 'text/html' ),
		)
	);
	$html    = null;
	$modules = array();
	if ( ! is_wp_error( $answer ) && 200 === wp_remote_retrieve_response_code( $answer ) ) {
		$body = trim( wp_remote_retrieve_body( $answer ) );
		$type = (string) wp_remote_retrieve_header( $answer, 'content-type' );
		// Only the element itself: the tag asked for, whole.
		if ( str_starts_with( $type, 'text/html' ) && str_starts_with( $body, '<' . $tag ) && str_ends_with( $body, '</' . $tag . '>' ) ) {
			$html    = $body;
			$modules = pc_storefront_linked_modules( wp_remote_retrieve_header( $answer, 'link' ), $config['origin'] );
		}
	}
	set_transient( $key, array( 'html' => $html, 'modules' => $modules ), null === $html ? 30 : 5 * MINUTE_IN_SECONDS );
	pc_storefront_module_preloads( $modules );
	return $html;
}

/**
 * A block's words (its `messages` attribute, the block editor's Texts panel): only message ids
 * (`<catalog>.<key>`, as the element's docs page lists them) with text, at most 100 (what the store's
 * fragment call takes, docs/decisions/0211).
 *
 * @param mixed $messages The attribute as the post holds it.
 * @return array<string, string>
 */
function pc_storefront_block_messages( $messages ) {
	$out = array();
	if ( ! is_array( $messages ) ) {
		return $out;
	}
	foreach ( $messages as $id => $text ) {
		if ( count( $out ) >= 100 ) {
			break;
		}
		if ( is_string( $id ) && preg_match( '/^[a-z][a-z-]*\.[A-Za-z][A-Za-z0-9]*$/', $id ) && is_string( $text ) && '' !== trim( $text ) ) {
			$out[ $id ] = mb_substr( $text, 0, 1000 );
		}
	}
	return $out;
}

/**
 * The author's words of every block on this page, for `#pc-config` `messages` (one page, one set of
 * words per message id: a later block's word for an id wins).
 *
 * @param array<string, string>|null $add Words to add; null only reads them.
 */
function pc_storefront_page_messages( $add = null ) {
	static $messages = array();
	if ( null !== $add ) {
		$messages = array_merge( $messages, $add );
	}
	return $messages;
}

/**
 * The texts of each block's element, for the block editor's Texts panel: `texts.json`, written by the
 * build from the elements' catalogs (block name → message id → the store's en-US words).
 */
function pc_storefront_editor_texts() {
	$file = PC_STOREFRONT_DIR . '/texts.json';
	if ( ! is_readable( $file ) ) {
		return;
	}
	wp_add_inline_script( 'pc-storefront-editor', 'window.pcStorefrontTexts = ' . file_get_contents( $file ) . ';', 'before' );
}

/** A block's or shortcode's markup; enqueues what the element needs. */
function pc_storefront_render( $slug, $attributes ) {
	$elements = pc_storefront_elements();
	$config   = pc_storefront_config();
	if ( ! isset( $elements[ $slug ] ) || '' === $config['origin'] ) {
		return '';
	}
	$element    = $elements[ $slug ];
	$messages   = pc_storefront_block_messages( $attributes['messages'] ?? null );
	$attributes = pc_storefront_element_attributes( $slug, $attributes );
	$tag        = $element['tag'];
	$script     = $element['script'] ?? $tag . '.js';
	wp_enqueue_style( 'pc-storefront-elements', $config['origin'] . '/elements/pc-elements.css', array(), null );
	wp_enqueue_script( 'pc-storefront-el-' . $tag, $config['origin'] . '/elements/' . $script, array(), null, true );
	pc_storefront_config_needed( true );
	pc_storefront_page_messages( $messages );
	$first_view = pc_storefront_first_view( $tag, $attributes, $config, $messages );
	if ( null === $first_view ) {
		return pc_storefront_bare( $element, $attributes, $config );
	}
	pc_storefront_image_preloads( $first_view );
	return pc_storefront_early_presses() . $first_view;
}

/**
 * The early script (build/early-presses.js, docs/decisions/0229), inline, before the page's first
 * first view only: from then a press on a first view before its element's script has run is recorded,
 * and the element replays it once hydrated (decision 0126). Inline, so it runs as the page is parsed,
 * before anything of the view can be pressed, and costs no request. Empty after the first, and in the
 * block editor's preview.
 */
function pc_storefront_early_presses() {
	static $printed = false;
	$file = PC_STOREFRONT_DIR . '/build/early-presses.js';
	// Not in the block editor's preview (ServerSideRender asks the REST API), where nothing is bought.
	if ( $printed || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! is_readable( $file ) ) {
		return '';
	}
	$printed = true;
	return wp_get_inline_script_tag( trim( file_get_contents( $file ) ) );
}

/**
 * The store's images the first views of this page preload, each once (docs/decisions/0206). React
 * prints a `<link rel="preload" as="image">` for each picture of a view inside its shadow root, where
 * the browser finds it only once the template is parsed and the page styled: the candle's picture,
 * the largest paint of its post, waited for that. Named in the head, it is asked for with the page.
 *
 * @param string|null $html A first view whose preloads to add; null only reads them.
 * @return string[] The images' URLs, in the order the views named them.
 */
function pc_storefront_image_preloads( $html = null ) {
	static $images = array();
	if ( null !== $html && preg_match_all( '/<link rel="preload" as="image" href="([^"]+)"/', $html, $found ) ) {
		foreach ( $found[1] as $href ) {
			$images[ html_entity_decode( $href, ENT_QUOTES ) ] = true;
		}
	}
	return array_keys( $images );
}

/**
 * The modules a fragment's `Link` header names (`<{store}/elements/…>; rel=modulepreload`, decision
 * 0212): the element's script, its chunks, what it hydrates with and its catalogs in the page's
 * language. Only the store's own elements' URLs.
 *
 * @param string|string[] $header The header as WordPress gives it (one line, or one per line received).
 * @param string          $origin The store's origin.
 * @return string[]
 */
function pc_storefront_linked_modules( $header, $origin ) {
	$modules = array();
	foreach ( (array) $header as $line ) {
		if ( preg_match_all( '/<([^>]+)>\s*;\s*rel="?modulepreload"?/', (string) $line, $found ) ) {
			foreach ( $found[1] as $url ) {
				if ( str_starts_with( $url, $origin . '/elements/' ) ) {
					$modules[] = $url;
				}
			}
		}
	}
	return $modules;
}

/**
 * The modules the first views of this page run, each once (decision 0212). The element's script is
 * printed at the page's end, and what it imports was learned only once it had arrived, a round trip
 * after it; named in the head, they all load with the page, as on the store's own pages (0022).
 *
 * @param string[]|null $add Modules to add; null only reads them.
 * @return string[]
 */
function pc_storefront_module_preloads( $add = null ) {
	static $modules = array();
	foreach ( (array) $add as $url ) {
		$modules[ $url ] = true;
	}
	return array_keys( $modules );
}

/**
 * The first views' images in the head, the first at high priority, then the modules they run. A block
 * theme renders the page's blocks before its head, so they are known by then; a classic theme prints
 * the head first, and the pictures and modules load as before.
 */
function pc_storefront_print_preloads() {
	foreach ( pc_storefront_image_preloads() as $index => $href ) {
		printf(
			"<link rel=\"preload\" as=\"image\" href=\"%s\"%s>\n",
			esc_url( $href ),
			0 === $index ? ' fetchpriority="high"' : ''
		);
	}
	// Then the modules the views run (decision 0212), as the module script asks for them (no
	// `crossorigin`: the same request, so the script's import takes the preloaded one).
	foreach ( pc_storefront_module_preloads() as $href ) {
		printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $href ) );
	}
}

/** The elements' scripts are ES modules (README "On a static site of another origin"). */
function pc_storefront_module_tag( $html, $handle ) {
	if ( ! str_starts_with( $handle, 'pc-storefront-el-' ) ) {
		return $html;
	}
	$html = preg_replace( '/\stype=([\'"])text\/javascript\1/', '', $html );
	return preg_replace( '/<script(?=\s)/', '<script type="module"', $html, 1 );
}

/**
 * The site's language (Settings → General → Site Language, as `<html lang>` says it: `es-MX`): the
 * elements speak it (any Spanish is the store's es-US, anything else en-US) and the store renders their
 * first views in it (issue 43, docs/decisions/0211).
 */
function pc_storefront_locale() {
	return (string) get_bloginfo( 'language' );
}

/** `#pc-config` (README "The configuration's keys"), once, on a page with an element. */
function pc_storefront_print_config() {
	if ( ! pc_storefront_config_needed() ) {
		return;
	}
	$config = pc_storefront_config();
	$json = array(
		'apiRoot' => $config['origin'],
		'ns'      => $config['ns'],
		'locale'  => pc_storefront_locale(),
	);
	// README "Consent": `required` is said; `granted` is the default, said by saying nothing.
	if ( 'required' === $config['consent'] ) {
		$json['consent'] = 'required';
	}
	$pages  = array_filter( $config['pages'] );
	if ( $pages ) {
		$json['pages'] = $pages;
	}
	// The blocks' own words (their Texts panel, docs/decisions/0211).
	$messages = pc_storefront_page_messages();
	if ( $messages ) {
		$json['messages'] = $messages;
	}
	printf(
		"<script type=\"application/json\" id=\"pc-config\">%s</script>\n",
		wp_json_encode( $json, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP )
	);
}

/**
 * The elements' tags, left as the store wrote them. A post's content is texturized (curly quotes,
 * dashes, ellipses: `wptexturize`) after its blocks have rendered, so the store's first view inside a
 * block's tag would change its words, and the element would meet them as a hydration mismatch (React
 * #418). `no_texturize_tags` keeps wptexturize out of what is inside them.
 *
 * @param string[] $tags The tags wptexturize leaves alone.
 * @return string[]
 */
function pc_storefront_no_texturize( $tags ) {
	foreach ( pc_storefront_elements() as $element ) {
		$tags[] = $element['tag'];
	}
	return $tags;
}

/**
 * The store's images inside an element's first view, left as the store wrote them. WordPress adds
 * `loading="lazy"` and `decoding="async"` to the images of a post and of a block theme's template
 * (`wp_filter_content_tags`; 6.1 lazy-loads even the first image there), so the candle's picture, the
 * largest paint of its post, waited for layout before it loaded (docs/decisions/0176). An image from
 * the store's origin keeps what the element gave it (the results' carousel says `lazy` itself).
 *
 * @param string|bool $value The attribute's value WordPress would add; false adds none.
 * @param string      $image The `<img>` tag.
 * @return string|bool
 */
function pc_storefront_keep_image_attribute( $value, $image ) {
	$origin = pc_storefront_config()['origin'];
	return '' !== $origin && str_contains( $image, ' src="' . $origin . '/' ) ? false : $value;
}
