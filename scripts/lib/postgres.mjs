// PostgreSQL for the tests: the machine's Debian cluster (started as root with pg_ctlcluster when it is
// down, stopped again afterwards), or any server named by TEST_POSTGRES_URL (a superuser URL, for
// developers without root). Each test run gets throw-away databases and roles named kastell_test_*.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Runs a command; resolves with its stdout, rejects with its stderr in the message. */
async function sh(command, args) {
  try {
    const { stdout } = await exec(command, args, { encoding: 'utf8', timeout: 60_000 });
    return stdout;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')}: ${(error.stderr || error.message).trim()}`);
  }
}

/** Debian's clusters (`pg_lsclusters`), newest version first; [] when the tools are not installed. */
async function debianClusters() {
  const out = await sh('pg_lsclusters', ['--no-header']).catch(() => '');
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), online: status === 'online' }))
    .sort((a, b) => Number(b.version) - Number(a.version));
}

const psqlArgs = (sql) => ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', sql];

/**
 * A server the tests may use: `{ host, port, admin(sql), stop(), description }`, or `{ reason }` saying
 * why there is none.
 */
/**
 * @typedef {{
 *   host: string, port: number, admin(sql: string): Promise<string>, stop(): Promise<void>, description: string,
 * }} PostgresServer
 */

/** @returns {Promise<PostgresServer | { reason: string }>} */
export async function startPostgres() {
  const url = process.env.TEST_POSTGRES_URL;
  if (url) {
    const { hostname, port } = new URL(url);
    return {
      host: hostname,
      port: Number(port || 5432),
      admin: (sql) => sh('psql', [url, ...psqlArgs(sql)]),
      stop: async () => undefined,
      description: `PostgreSQL at ${hostname}:${port || 5432} (TEST_POSTGRES_URL)`,
    };
  }
  const [cluster] = await debianClusters();
  if (!cluster) return { reason: 'no PostgreSQL cluster found (Debian: apt-get install postgresql)' };
  if (process.getuid?.() !== 0) {
    return {
      reason: `PostgreSQL ${cluster.version} needs root to manage; or set TEST_POSTGRES_URL to a superuser URL`,
    };
  }
  const started = !cluster.online;
  if (started) await sh('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
  const clusterId = `${cluster.version}/${cluster.name}`;
  // The superuser `postgres` authenticates by peer over the cluster's socket.
  const admin = (sql) => sh('runuser', ['-u', 'postgres', '--', 'psql', '--cluster', clusterId, ...psqlArgs(sql)]);
  return {
    host: '127.0.0.1',
    port: cluster.port,
    admin,
    // Stopped again only if this run started it and no other test run (its kastell_test_* database) uses it.
    stop: async () => {
      if (!started) return;
      const others = await admin("SELECT COUNT(*) FROM pg_database WHERE datname LIKE 'kastell\\_test\\_%'");
      if (Number(others.trim()) === 0) await sh('pg_ctlcluster', [cluster.version, cluster.name, 'stop']);
    },
    description: `PostgreSQL ${cluster.version} (cluster ${cluster.name}, port ${cluster.port}${started ? ', started for the tests' : ''})`,
  };
}

/**
 * Creates an empty database owned by a new login role of the same name (a lower-case identifier) with
 * a random password. Returns the CMS's DATABASE_* environment, a connection URL and `drop()`.
 */
export async function createDatabase(server, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const password = crypto.randomBytes(18).toString('hex');
  await server.admin(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
  await server.admin(`CREATE DATABASE ${name} OWNER ${name}`).catch(async (error) => {
    await server.admin(`DROP ROLE IF EXISTS ${name}`);
    throw error;
  });
  return {
    name,
    url: `postgres://${name}:${password}@${server.host}:${server.port}/${name}`,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: server.host,
      DATABASE_PORT: String(server.port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: name,
      DATABASE_PASSWORD: password,
    },
    drop: async () => {
      await server.admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.admin(`DROP ROLE IF EXISTS ${name}`);
    },
  };
}
