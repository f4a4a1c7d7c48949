<?php
/**
 * Settings → Personal-care store (README "WordPress"): the store's origin, the API namespace, the
 * consent mode and the page locations: what the plugin prints as `#pc-config` (README "The
 * configuration's keys": `apiRoot`, `ns`, `consent`, `pages`). The page checks that the store answers
 * and lists this site's origin (README "On a static site of another origin": the store allows CORS for
 * the origins in its `PC_HOST_ORIGINS` only), and says plainly what to do when not.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const PC_STOREFRONT_OPTION = 'pc_storefront_settings';
const PC_STOREFRONT_PAGE_KINDS = array( 'results', 'checkout', 'orders', 'faqs', 'careers' );

/** The settings, complete and cleaned: origin without a trailing slash, `pc` by default. */
function pc_storefront_config() {
	$saved = get_option( PC_STOREFRONT_OPTION, array() );
	return pc_storefront_sanitize( is_array( $saved ) ? $saved : array() );
}

function pc_storefront_sanitize( $input ) {
	$input  = is_array( $input ) ? $input : array();
	$origin = isset( $input['origin'] ) ? esc_url_raw( trim( (string) $input['origin'] ), array( 'http', 'https' ) ) : '';
	$ns     = isset( $input['ns'] ) ? strtolower( preg_replace( '/[^a-z0-9_-]/i', '', (string) $input['ns'] ) ) : '';
	$pages  = array();
	foreach ( PC_STOREFRONT_PAGE_KINDS as $kind ) {
		$url            = isset( $input['pages'][ $kind ] ) ? esc_url_raw( trim( (string) $input['pages'][ $kind ] ), array( 'http', 'https' ) ) : '';
		$pages[ $kind ] = preg_replace( '/[?#].*$/', '', $url );
	}
	return array(
		'origin'  => untrailingslashit( $origin ),
		'ns'      => '' !== $ns ? $ns : 'pc',
		'consent' => ( $input['consent'] ?? '' ) === 'required' ? 'required' : 'granted',
		'pages'   => $pages,
	);
}

function pc_storefront_settings_menu() {
	add_options_page( 'Personal-care store', 'Personal-care store', 'manage_options', 'pc-storefront', 'pc_storefront_settings_page' );
}

function pc_storefront_settings_register() {
	register_setting(
		'pc_storefront',
		PC_STOREFRONT_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'pc_storefront_sanitize',
		)
	);
}

/** This site's origin, as a browser sends it in `Origin`. */
function pc_storefront_site_origin() {
	$home = wp_parse_url( home_url() );
	$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
	return $home['scheme'] . '://' . $home['host'] . $port;
}

/**
 * Asks the store whether it answers (`GET /readyz`) and lists this site's origin (a CORS preflight of
 * the call a page of another origin makes first, `POST /wp-json/{ns}/v1/session/token`).
 *
 * `$site`: the origin to ask for, this site's by default.
 *
 * @return array{ok: bool, message: string}
 */
function pc_storefront_check( $config, $site = '' ) {
	if ( '' === $config['origin'] ) {
		return array(
			'ok'      => false,
			'message' => 'No store origin yet: enter the store’s address (for example https://shop.example.com) and save.',
		);
	}
	$ready = wp_remote_get( $config['origin'] . '/readyz', array( 'timeout' => 3 ) );
	if ( is_wp_error( $ready ) || 200 !== wp_remote_retrieve_response_code( $ready ) ) {
		$why = is_wp_error( $ready ) ? $ready->get_error_message() : 'HTTP ' . wp_remote_retrieve_response_code( $ready );
		return array(
			'ok'      => false,
			'message' => sprintf( 'The store at %s does not answer (%s). Check the store origin.', $config['origin'], $why ),
		);
	}
	$site      = '' !== $site ? $site : pc_storefront_site_origin();
	$preflight = wp_remote_request(
		$config['origin'] . '/wp-json/' . $config['ns'] . '/v1/session/token',
		array(
			'method'  => 'OPTIONS',
			'timeout' => 3,
			'headers' => array(
				'Origin'                         => $site,
				'Access-Control-Request-Method'  => 'POST',
				'Access-Control-Request-Headers' => 'content-type',
			),
		)
	);
	$allowed = is_wp_error( $preflight ) ? '' : wp_remote_retrieve_header( $preflight, 'access-control-allow-origin' );
	if ( $allowed !== $site ) {
		return array(
			'ok'      => false,
			'message' => sprintf( 'The store answers, but it does not list this site’s origin %1$s: add %1$s to the store’s PC_HOST_ORIGINS, or the elements cannot load here.', $site ),
		);
	}
	return array(
		'ok'      => true,
		'message' => sprintf( 'The store at %s answers and lists this site’s origin %s.', $config['origin'], $site ),
	);
}

function pc_storefront_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$config = pc_storefront_config();
	$check  = pc_storefront_check( $config );
	$name   = PC_STOREFRONT_OPTION;
	?>
	<div class="wrap">
		<h1>Personal-care store</h1>
		<div class="notice <?php echo $check['ok'] ? 'notice-success' : 'notice-error'; ?> inline" id="pc-storefront-check">
			<p><?php echo esc_html( $check['message'] ); ?></p>
		</div>
		<form method="post" action="options.php">
			<?php settings_fields( 'pc_storefront' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="pc-origin">Store origin</label></th>
					<td><input type="url" class="regular-text" id="pc-origin" name="<?php echo esc_attr( $name ); ?>[origin]" value="<?php echo esc_attr( $config['origin'] ); ?>" placeholder="https://shop.example.com"></td>
				</tr>
				<tr>
					<th scope="row"><label for="pc-ns">Namespace</label></th>
					<td><input type="text" id="pc-ns" name="<?php echo esc_attr( $name ); ?>[ns]" value="<?php echo esc_attr( $config['ns'] ); ?>">
					<p class="description">The segment of the store’s calls, /wp-json/{namespace}/v1/…</p></td>
				</tr>
				<tr>
					<th scope="row"><label for="pc-consent">Consent</label></th>
					<td><select id="pc-consent" name="<?php echo esc_attr( $name ); ?>[consent]">
						<option value="granted" <?php selected( $config['consent'], 'granted' ); ?>>granted</option>
						<option value="required" <?php selected( $config['consent'], 'required' ); ?>>required (wait for window.pc.consent.update)</option>
					</select></td>
				</tr>
				<?php foreach ( PC_STOREFRONT_PAGE_KINDS as $kind ) : ?>
				<tr>
					<th scope="row"><label for="pc-page-<?php echo esc_attr( $kind ); ?>"><?php echo esc_html( ucfirst( $kind ) ); ?> page</label></th>
					<td><input type="url" class="regular-text" id="pc-page-<?php echo esc_attr( $kind ); ?>" name="<?php echo esc_attr( $name ); ?>[pages][<?php echo esc_attr( $kind ); ?>]" value="<?php echo esc_attr( $config['pages'][ $kind ] ); ?>">
					<p class="description">Empty: the store’s own page.</p></td>
				</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
