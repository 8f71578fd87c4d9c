// @ts-check
/** Opens the SQLite database: pragmas, migrations, first-start seed, `--reset`. */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations.mjs';
import { seedDatabase } from './seed.mjs';

/**
 * @param {string} file
 * @param {{reset?: boolean, staffPassword?: string, now?: number}} [opts] `now`: the server clock's instant (seeding)
 * @returns {{db: import('better-sqlite3').Database, seeded: boolean}}
 */
export function openDatabase(file, opts = {}) {
  if (opts.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  let seeded = false;
  const { n } = /** @type {{n: number}} */ (db.prepare('SELECT COUNT(*) AS n FROM locations').get());
  if (n === 0) {
    seedDatabase(db, { staffPassword: opts.staffPassword, now: opts.now });
    seeded = true;
  }
  return { db, seeded };
}

/** Applies pending migrations. @param {import('better-sqlite3').Database} db */
export function migrate(db) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')))`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all());
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(m.version, m.name);
    })();
  }
}
