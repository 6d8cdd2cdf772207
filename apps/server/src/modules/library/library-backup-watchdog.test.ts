import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryBackups } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { LocalFileStorage, type StoredFile } from '../../platform/file-storage';
import { newId } from '../../platform/ids';
import { Caller, createTestApp, type TestApp } from '../../test/test-app';
import { BACKUP_INTERRUPTED_MESSAGE, BACKUP_NEVER_STARTED_MESSAGE, LibraryBackupService } from './library-backup.service';
import { LibraryBackupsRepository } from './library-backups.repository';

interface Backup {
  id: string;
  state: number;
  stateLabel: string;
  checkOk: boolean | null;
  checkMessage: string;
  finishTime: number | null;
}

const BUSY = '已有备份任务在进行中，请完成后再创建';

let t: TestApp;
let manager: Caller;
let managerId = '';
let storage: LocalFileStorage;
/** Backups a test left unfinished on purpose; ended afterwards so the next test may create one. */
const left: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  manager = new Caller(t.app);
  managerId = (await manager.signIn('13800000030')).body.data.userId;
  // The app's own storage folder, so an archive a run stored can be looked for afterwards.
  storage = new LocalFileStorage(path.join(t.config.dataDir, 'files'));
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  await t.database.pool.query('update library_backups set state = 4 where id = any($1) and state in (1, 2)', [left.splice(0)]);
});

afterAll(async () => {
  await t?.close();
});

/** A backup as a crash would have left it: no job behind it, its heartbeat `ago` old. */
async function leftBackup(state: 1 | 2, ago: string) {
  const id = newId();
  await t.database.db.insert(libraryBackups).values({ id, firmId: seedId('firm:xinghe'), createdBy: managerId, state });
  left.push(id);
  await age(id, ago);
  return id;
}

async function age(id: string, ago: string) {
  await t.database.pool.query('update library_backups set heartbeat_at = now() - $2::interval where id = $1', [id, ago]);
}

async function listed(id: string): Promise<Backup | undefined> {
  const res = await manager.get<{ list: Backup[] }>('/api/companyTalentLib/backup/task', { pageSize: '50' });
  return res.body.data.list.find((b) => b.id === id);
}

const create = () => manager.get<{ id: string }>('/api/companyTalentLib/backup/task/create');

async function waitUntilEnded(id: string): Promise<Backup> {
  for (let i = 0; i < 150; i++) {
    const backup = await listed(id);
    if (backup && backup.state >= 3) return backup;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('backup did not end');
}

async function fileKept(key: string) {
  return storage.get(key).then(
    () => true,
    () => false,
  );
}

/** A sweep of this app's service, as the minute job runs it. */
const sweep = () => LibraryBackupService.prototype.sweep.call(t.app.library.backups);

/** Keeps the minute job's own sweep out of a test whose timing it would upset; the test sweeps through `sweep`. */
function holdScheduledSweeps() {
  vi.spyOn(t.app.library.backups, 'sweep').mockResolvedValue({ interrupted: [], neverStarted: [] });
}

describe('backup watchdog', () => {
  it('fails a running backup whose heartbeat stopped, says why, and lets the firm back up again', async () => {
    const id = await leftBackup(2, '11 minutes');
    const blocked = await create();
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(BUSY);

    await sweep();
    const shown = await listed(id);
    expect(shown).toMatchObject({ state: 4, stateLabel: '失败', checkOk: false, checkMessage: BACKUP_INTERRUPTED_MESSAGE });
    expect(shown?.finishTime).toEqual(expect.any(Number));

    const created = await create();
    expect(created.body.state).toBe(1);
    expect(await waitUntilEnded(created.body.data.id)).toMatchObject({ state: 3, checkOk: true });
  }, 60_000);

  it('is swept as soon as a server starts, and the sweep is logged with its id', async () => {
    holdScheduledSweeps();
    const id = await leftBackup(2, '11 minutes');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A second instance on the same database: its start-up sweep is the one that finds the backup.
    const restarted = await createTestApp({ databaseUrl: t.databaseUrl, logStream });
    await restarted.close();
    expect(await listed(id)).toMatchObject({ state: 4, checkMessage: BACKUP_INTERRUPTED_MESSAGE });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'library backup watchdog failed abandoned backups');
    expect(logged).toMatchObject({ interrupted: [id], neverStarted: [] });
  }, 60_000);

  it('leaves a running backup alone while its heartbeat is fresh, and creation stays refused', async () => {
    const id = await leftBackup(2, '5 minutes');
    await sweep();
    expect(await listed(id)).toMatchObject({ state: 2, checkOk: null, checkMessage: '', finishTime: null });
    const blocked = await create();
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(BUSY);
  });

  it('fails a queued backup whose job never started, but not one queued a short while', async () => {
    const old = await leftBackup(1, '31 minutes');
    // Past the running limit but within the queued one: a queue may hold it that long.
    const recent = await leftBackup(1, '15 minutes');
    await sweep();
    expect(await listed(old)).toMatchObject({ state: 4, checkOk: false, checkMessage: BACKUP_NEVER_STARTED_MESSAGE });
    expect(await listed(recent)).toMatchObject({ state: 1, checkMessage: '', finishTime: null });
  });

  it('does not touch a backup that finished, however old; it can still be downloaded', async () => {
    const created = await create();
    expect(created.body.state).toBe(1);
    const id = created.body.data.id;
    const done = await waitUntilEnded(id);
    expect(done).toMatchObject({ state: 3, checkOk: true });
    await age(id, '2 hours');
    await sweep();
    expect(await listed(id)).toEqual(done);
    expect((await manager.get(`/api/companyTalentLib/backup/file/logs/create/${id}`)).status).toBe(200);
  }, 60_000);

  it('does not judge a backup dead that waited long in the queue and builds long, as long as it moves on', async () => {
    holdScheduledSweeps();
    const id = await leftBackup(1, '20 minutes');
    const beats = vi.spyOn(LibraryBackupsRepository.prototype, 'beat');
    const readSnapshot = LibraryBackupsRepository.prototype.readSnapshot;
    vi.spyOn(LibraryBackupsRepository.prototype, 'readSnapshot').mockImplementationOnce(async function (
      this: LibraryBackupsRepository,
      firmId,
      read,
    ) {
      return readSnapshot.call(this, firmId, async (snap) => {
        // Claimed after 20 minutes in the queue: the claim itself is a sign of life.
        await sweep();
        // Then silent for 11 minutes as the sweep sees it, but 31 s on, its next page beats.
        await age(id, '11 minutes');
        vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
        const built = await read(snap);
        vi.mocked(Date.now).mockRestore();
        expect(beats).toHaveBeenCalledWith(id);
        // The beat is not awaited by the build; the sweep comes after it has landed.
        await beats.mock.results[0]?.value;
        await sweep();
        return built;
      });
    } as typeof readSnapshot);

    await t.app.library.backups.run(id);

    expect(await listed(id)).toMatchObject({ state: 3, checkOk: true });
  }, 60_000);

  it('keeps a backup swept mid-run failed, and removes the archive the run had stored', async () => {
    const id = await leftBackup(1, '0 seconds');
    const readSnapshot = LibraryBackupsRepository.prototype.readSnapshot;
    // The run is alive but the watchdog judges it dead: once the archive is built, its heartbeat is
    // made old and the sweep fails it; the run goes on to store, check and finish.
    vi.spyOn(LibraryBackupsRepository.prototype, 'readSnapshot').mockImplementationOnce(async function (
      this: LibraryBackupsRepository,
      firmId,
      read,
    ) {
      return readSnapshot.call(this, firmId, async (snap) => {
        const built = await read(snap);
        await age(id, '11 minutes');
        await sweep();
        return built;
      });
    } as typeof readSnapshot);
    const putFile = vi.spyOn(LocalFileStorage.prototype, 'putFile');

    await t.app.library.backups.run(id);

    expect(await listed(id)).toMatchObject({ state: 4, checkOk: false, checkMessage: BACKUP_INTERRUPTED_MESSAGE });
    const stored = (await putFile.mock.results[0]?.value) as StoredFile;
    expect(await fileKept(stored.key)).toBe(false);
    const download = await manager.get(`/api/companyTalentLib/backup/file/logs/create/${id}`);
    expect(download.status).toBe(409);
  }, 60_000);
});
