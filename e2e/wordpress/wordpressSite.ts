import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

// Real WordPress for e2e/wordpress.spec.ts (docs/testing.md "WordPress", docs/decisions/0175):
// Debian's `wordpress` (6.1, /usr/share/wordpress; scripts/ensure-wordpress.sh installs it) linked into
// a throwaway directory with a wp-config.php of its own, on a throwaway MariaDB listening on a unix
// socket only (no TCP port), served by PHP's built-in server at `origin`. The site is installed with
// WordPress's own wp_install(); an Author (no `unfiltered_html`) gets an application password for the
// REST API; our plugin's built folder (dist/wordpress/pc-storefront) is linked in and activated,
// pointed at the store. Nothing is stubbed. `close()` stops both servers and removes everything.

const CORE = '/usr/share/wordpress';
const THEME = 'twentytwentythree';

export interface WordPressSite {
  readonly origin: string;
  /** `Authorization` header value of the Author (user `author`, role author) for the REST API. */
  readonly authorAuth: string;
  /** The Author's login password, for wp-login.php (the block editor). */
  readonly authorPassword: string;
  /** Runs PHP with WordPress loaded (`$code` after wp-load.php); answers its output. */
  php(code: string): string;
  close(): Promise<void>;
}

export interface WordPressOptions {
  /** `http://127.0.0.2:<port>`: where the site is served */
  readonly origin: string;
  /** the plugin's built folder (dist/wordpress/pc-storefront) */
  readonly pluginDir: string;
  /** the plugin's settings (Settings → Personal-care store) */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `ready()` holds, or throws with `what` and the process's output. */
const until = async (ready: () => boolean | Promise<boolean>, deadline: number, what: () => string) => {
  while (Date.now() < deadline) {
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(what());
};

const kill = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The group: PHP's built-in server forks its workers (PHP_CLI_SERVER_WORKERS), which would go on
  // listening without their parent.
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
};

export const startWordPress = async ({
  origin,
  pluginDir,
  settings,
  timeoutMs = 30_000,
}: WordPressOptions): Promise<WordPressSite> => {
  for (const [file, pkg] of [
    [`${CORE}/wp-settings.php`, 'wordpress'],
    ['/usr/sbin/mariadbd', 'mariadb-server'],
    ['/usr/bin/php', 'php-cli'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: run \`bash scripts/ensure-wordpress.sh\` as root (apt-get install -y ${pkg}).`,
      );
    }
  }
  if (!existsSync(join(pluginDir, 'pc-storefront.php'))) {
    throw new Error(`${pluginDir} holds no built plugin: run \`npm run build\` first.`);
  }
  const deadline = Date.now() + timeoutMs;
  const dir = mkdtempSync(join(tmpdir(), 'pc-wordpress-'));
  // MariaDB runs as the mysql user, which must reach its socket and data directory.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'db');
  // The data directory is the mysql user's (mariadb-install-db --user=mysql): its socket goes there.
  const socket = join(dataDir, 'mysqld.sock');
  let database: ChildProcess | undefined;
  let web: ChildProcess | undefined;
  let output = '';
  const close = async () => {
    await kill(web);
    await kill(database);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The database: a fresh data directory, the server on a socket of its own, no network.
    mkdirSync(dataDir);
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        '--user=mysql',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'pipe' },
    );
    database = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--pid-file=${join(dataDir, 'mysqld.pid')}`,
        '--skip-networking',
        '--user=mysql',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--innodb-flush-log-at-trx-commit=0',
        '--skip-name-resolve',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    database.stdout?.on('data', (chunk) => (output += chunk));
    database.stderr?.on('data', (chunk) => (output += chunk));
    await until(
      () => existsSync(socket) || database?.exitCode !== null,
      deadline,
      () => `MariaDB did not start:\n${output}`,
    );
    if (database.exitCode !== null) throw new Error(`MariaDB exited:\n${output}`);
    execFileSync(
      'mariadb',
      ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress'],
      {
        stdio: 'pipe',
      },
    );

    // The site: WordPress's files linked (hard links, a copy where the file system refuses), with a
    // configuration of its own in place of Debian's (which reads /etc/wordpress).
    const root = join(dir, 'site');
    try {
      execFileSync('cp', ['-al', CORE, root], { stdio: 'pipe' });
    } catch {
      rmSync(root, { recursive: true, force: true });
      cpSync(CORE, root, { recursive: true, verbatimSymlinks: true });
    }
    // Debian's package links some files to other packages with relative links (wp-includes/js/
    // underscore.min.js → ../../../javascript/underscore/…, getID3, the CA bundle): linked again by
    // their absolute target, which the copy's place would not reach.
    for (const link of execFileSync('find', [CORE, '-type', 'l'], { encoding: 'utf8' }).split('\n')) {
      if (!link || !existsSync(link)) continue;
      const copy = join(root, relative(CORE, link));
      rmSync(copy, { force: true });
      symlinkSync(realpathSync(link), copy);
    }
    rmSync(join(root, 'wp-config.php'));
    writeFileSync(
      join(root, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', '${origin}');
define('WP_SITEURL', '${origin}');
// Application passwords need https or a local environment (wp_is_application_passwords_available).
define('WP_ENVIRONMENT_TYPE', 'local');
// The site's files are links to Debian's: nothing may write to them; no cron, no updates.
define('DISALLOW_FILE_MODS', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dir, 'debug.log')}');
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
  .flatMap((name) => [
    `define('${name}_KEY', '${name.toLowerCase()}-key-${Math.random()}');`,
    `define('${name}_SALT', '${name.toLowerCase()}-salt-${Math.random()}');`,
  ])
  .join('\n')}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const plugins = join(root, 'wp-content', 'plugins');
    symlinkSync(pluginDir, join(plugins, 'pc-storefront'));
    mkdirSync(join(root, 'wp-content', 'uploads'));
    // PHP's built-in server: static files as they are; a PHP file (a folder's index.php) run as
    // Apache would run it; every other path to WordPress's index.php.
    writeFileSync(
      join(dir, 'router.php'),
      `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = __DIR__ . '/site' . $path;
if (is_dir($file)) $file = rtrim($file, '/') . '/index.php';
if (!is_file($file)) $file = __DIR__ . '/site/index.php';
if (!str_ends_with($file, '.php')) return false;
$_SERVER['SCRIPT_FILENAME'] = $file;
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = substr($file, strlen(__DIR__ . '/site'));
chdir(dirname($file));
require $file;
`,
    );

    // WordPress 6.1 on PHP 8.2 says many deprecations; errors still show.
    const php = (code: string): string => {
      try {
        return execFileSync(
          'php',
          [
            '-d',
            'display_errors=stderr',
            '-d',
            'error_reporting=E_ALL & ~E_DEPRECATED',
            '-r',
            `require '${root}/wp-load.php';\n${code}`,
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
      } catch (error) {
        // WP_DEBUG_DISPLAY is off (the pages show no notices): what PHP said is in the debug log.
        const log = existsSync(join(dir, 'debug.log')) ? readFileSync(join(dir, 'debug.log'), 'utf8') : '';
        const said = log
          .split('\n')
          .filter((line) => !line.includes('PHP Deprecated'))
          .slice(-20);
        throw new Error(`PHP failed:\n${(error as { stderr?: string }).stderr ?? ''}\n${said.join('\n')}`);
      }
    };
    const authorPassword = randomBytes(12).toString('hex');
    const password = execFileSync(
      'php',
      [
        '-r',
        `define('WP_INSTALLING', true);
require '${root}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('A WordPress site', 'admin', 'admin@example.org', false, '', wp_generate_password(24));
$author = wp_insert_user(['user_login' => 'author', 'user_pass' => '${authorPassword}', 'user_email' => 'author@example.org', 'role' => 'author']);
if (is_wp_error($author)) { fwrite(STDERR, $author->get_error_message()); exit(1); }
switch_theme('${THEME}');
update_option('active_plugins', ['pc-storefront/pc-storefront.php']);
update_option('pc_storefront_settings', json_decode(${JSON.stringify(JSON.stringify(settings))}, true));
[$password] = WP_Application_Passwords::create_new_application_password($author, ['name' => 'e2e']);
echo $password;`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ).trim();

    const { hostname, port } = new URL(origin);
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    ) {
      throw new Error(
        `${origin} is taken: another server listens there (a WordPress of a run that did not stop?)`,
      );
    }
    web = spawn('php', ['-S', `${hostname}:${port}`, '-t', root, join(dir, 'router.php')], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    web.stderr?.on('data', (chunk) => (output += chunk));
    await until(
      async () => {
        if (web?.exitCode !== null) throw new Error(`php -S exited:\n${output}`);
        try {
          return (await fetch(`${origin}/?rest_route=/`)).ok;
        } catch {
          return false;
        }
      },
      deadline,
      () => `WordPress at ${origin} did not answer:\n${output}`,
    );
    return {
      origin,
      authorPassword,
      authorAuth: `Basic ${Buffer.from(`author:${password}`).toString('base64')}`,
      php,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
