import pg from 'pg';

export interface ScratchDatabase {
  /** the connection string of the new database */
  url: string;
  /** drops it, closing whatever connections a killed server left behind */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own for one crash or load run, beside the one `adminUrl` names: the servers the
 * run starts and kills get an empty database, and the run drops it at the end. `name` must be a plain identifier
 * (the caller builds it from its pid and the time).
 */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
