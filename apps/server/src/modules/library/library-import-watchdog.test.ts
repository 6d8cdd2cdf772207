import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryTasks } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { LocalFileStorage } from '../../platform/file-storage';
import { newId } from '../../platform/ids';
import { multipartBody, resumeTxt } from '../../test/fixtures/library-files';
import { Caller, createTestApp, type TestApp } from '../../test/test-app';
import { INTERRUPTED_MESSAGE, NEVER_STARTED_MESSAGE } from './library-import.service';
import { LibraryTasksRepository } from './library-tasks.repository';

interface Task {
  id: string;
  state: number;
  stateLabel: string;
  imported: number;
  message: string;
  finishTime: number | null;
}

let t: TestApp;
let manager: Caller;
let managerId = '';
let storage: LocalFileStorage;

beforeAll(async () => {
  t = await createTestApp();
  manager = new Caller(t.app);
  managerId = (await manager.signIn('13800000030')).body.data.userId;
  // The app's own storage folder, so files the tasks keep can be looked for after a sweep.
  storage = new LocalFileStorage(path.join(t.config.dataDir, 'files'));
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t?.close();
});

/** A task as a crash would have left it: its uploaded file kept, its heartbeat `ago` old. */
async function leftTask(state: 1 | 2, ago: string) {
  const stored = await storage.put(Buffer.from(resumeTxt({ name: '遗留', phone: '13911119999' })), {
    folder: 'library-import',
    extension: 'bin',
  });
  const id = newId();
  await t.database.db.insert(libraryTasks).values({
    id,
    firmId: seedId('firm:xinghe'),
    createdBy: managerId,
    state,
    fileName: '遗留简历.txt',
    sources: [{ fileName: '遗留简历.txt', storageKey: stored.key, size: stored.size }],
  });
  await age(id, ago);
  return { id, key: stored.key };
}

async function age(id: string, ago: string) {
  await t.database.pool.query('update library_tasks set heartbeat_at = now() - $2::interval where id = $1', [id, ago]);
}

async function listed(id: string): Promise<Task | undefined> {
  const res = await manager.get<{ list: Task[] }>('/api/companyTalentLib/task/list', { state: '0', pageSize: '50' });
  return res.body.data.list.find((x) => x.id === id);
}

async function last(): Promise<Task | null> {
  return (await manager.get<Task | null>('/api/companyTalentLib/task/last')).body.data;
}

async function fileKept(key: string) {
  return storage.get(key).then(
    () => true,
    () => false,
  );
}

async function importOne(name: string, phone: string) {
  const { body, headers } = multipartBody([{ name: `${name}.txt`, content: resumeTxt({ name, phone }) }]);
  const res = await manager.call<{ id: string }>('POST', '/api/companyTalentLib/task/create', { body, headers });
  expect(res.body.state).toBe(1);
  return res.body.data.id;
}

async function waitUntilEnded(id: string): Promise<Task> {
  for (let i = 0; i < 150; i++) {
    const task = await listed(id);
    if (task && task.state >= 3) return task;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('import task did not end');
}

const sweep = () => t.app.library.imports.sweep();

describe('import watchdog', () => {
  it('fails a running task whose heartbeat stopped, says why, and drops its kept files', async () => {
    const task = await leftTask(2, '11 minutes');
    await sweep();
    const shown = await last();
    expect(shown).toMatchObject({ id: task.id, state: 4, stateLabel: '失败', message: INTERRUPTED_MESSAGE });
    expect(shown?.finishTime).toEqual(expect.any(Number));
    expect(await listed(task.id)).toMatchObject({ state: 4, message: INTERRUPTED_MESSAGE });
    expect(await fileKept(task.key)).toBe(false);
  });

  it('leaves a running task alone while its heartbeat is fresh', async () => {
    const task = await leftTask(2, '2 minutes');
    await sweep();
    expect(await last()).toMatchObject({ id: task.id, state: 2, message: '' });
    expect(await fileKept(task.key)).toBe(true);
  });

  it('fails a queued task whose job never started, but not one queued a short while', async () => {
    const old = await leftTask(1, '31 minutes');
    const recent = await leftTask(1, '5 minutes');
    await sweep();
    expect(await listed(old.id)).toMatchObject({ state: 4, message: NEVER_STARTED_MESSAGE });
    expect(await fileKept(old.key)).toBe(false);
    expect(await listed(recent.id)).toMatchObject({ state: 1, message: '' });
    expect(await fileKept(recent.key)).toBe(true);
  });

  it('does not touch a task that finished normally, however old', async () => {
    const id = await importOne('钱多多', '13911118801');
    expect(await waitUntilEnded(id)).toMatchObject({ state: 3, imported: 1, message: '' });
    await age(id, '2 hours');
    await sweep();
    expect(await listed(id)).toMatchObject({ state: 3, imported: 1, message: '' });
  });

  it('handles a task once when sweeps run at the same time', async () => {
    // Every sweep, the scheduled one included if the minute strikes now, goes through this method.
    const sweeps = vi.spyOn(t.app.library.imports, 'sweep');
    const task = await leftTask(2, '1 hour');
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    const results = await Promise.all(sweeps.mock.results.map((r) => r.value as ReturnType<typeof sweep>));
    const handled = results.flatMap((r) => r.interrupted).filter((id) => id === task.id);
    expect(handled).toHaveLength(1);
    expect(await listed(task.id)).toMatchObject({ state: 4, message: INTERRUPTED_MESSAGE });
  });

  it('stops a run whose task was swept and keeps the failure; a finish racing the sweep cannot undo it', async () => {
    const setTotal = LibraryTasksRepository.prototype.setTotal;
    // The run is alive but the watchdog judges it dead: right after the run has counted its files,
    // its heartbeat is made old and the sweep fails it.
    vi.spyOn(LibraryTasksRepository.prototype, 'setTotal').mockImplementationOnce(async function (this: LibraryTasksRepository, id, total) {
      await setTotal.call(this, id, total);
      await age(id, '11 minutes');
      await sweep();
    });
    const running = vi.spyOn(LibraryTasksRepository.prototype, 'isRunning');
    const id = await importOne('孙晓梅', '13911118802');
    await vi.waitFor(() => expect(running).toHaveBeenCalledWith(id), { timeout: 30_000, interval: 100 });
    expect(await running.mock.results[0]?.value).toBe(false);

    // The run wrote nothing more: the task keeps its message, and the resume is not in the library.
    expect(await last()).toMatchObject({ id, state: 4, message: INTERRUPTED_MESSAGE, imported: 0 });
    const found = await manager.post<{ list: { name: string }[] }>('/api/companyTalentLib/resume/list', { searchKeyWord: '孙晓梅' });
    expect(found.body.data.list).toEqual([]);
    // A finish that passed its check just before the sweep still cannot turn the task into 已完成.
    expect(await new LibraryTasksRepository(t.database.db).finish(id, 3, '')).toBe(false);
    expect(await last()).toMatchObject({ id, state: 4, message: INTERRUPTED_MESSAGE });
  });
});
