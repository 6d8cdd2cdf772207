import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * A firm's company resume library (lietouCompanyResume): the firm's own resumes, apart from the
 * platform-wide people of talent management. Deduplicated within the firm by normalised phone and
 * lower-cased e-mail. `channel` says how a resume came in (upload, import; later mail, plugin).
 */
export const libraryResumes = pgTable(
  'library_resumes',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    sex: smallint('sex').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    city: text('city').notNull().default(''),
    workStartDate: text('work_start_date').notNull().default(''),
    education: smallint('education').notNull().default(0),
    companyName: text('company_name').notNull().default(''),
    positionName: text('position_name').notNull().default(''),
    schoolName: text('school_name').notNull().default(''),
    /** The structured resume (base info, expects and the three lists), as the domain schema has it. */
    content: jsonb('content').notNull(),
    /** Name, companies, positions and schools, lower-cased: what the keyword filter matches. */
    searchText: text('search_text').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    channel: text('channel', { enum: ['upload', 'import', 'mail', 'plugin'] }).notNull(),
    taskId: uuid('task_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_resumes_firm_phone').on(t.firmId, t.phone).where(sql`phone is not null`),
    uniqueIndex('library_resumes_firm_email').on(t.firmId, t.email).where(sql`email is not null`),
    index('library_resumes_firm_created').on(t.firmId, t.createdAt.desc(), t.id.desc()),
    index('library_resumes_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** An import task: the uploaded files (or zip) parsed by a job, one library_files row per resume file. */
export const libraryTasks = pgTable(
  'library_tasks',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** 1 queued, 2 running, 3 finished, 4 failed (packages/domain/src/library/library-rules.ts). */
    state: smallint('state').notNull().default(1),
    fileName: text('file_name').notNull(),
    /** What was uploaded, kept in FileStorage until the job has read it: [{ fileName, storageKey, size }]. */
    sources: jsonb('sources').notNull().default([]),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The database's time of the task's last sign of life: created, claimed, total set, each batch
     * written. The watchdog fails a running task whose heartbeat has stopped (the process died)
     * and a queued one that never started; see LibraryImportService.sweep.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_tasks_firm_state').on(t.firmId, t.state, t.createdAt.desc()),
    index('library_tasks_creator').on(t.createdBy, t.createdAt.desc()),
    // The watchdog's minute sweep reads only unfinished tasks; the index holds just those, so it stays small.
    index('library_tasks_unfinished').on(t.state, t.heartbeatAt).where(sql`state in (1, 2)`),
  ],
);

/**
 * Every resume file that reached the library, whatever became of it: an import task's rows
 * (task detail) and single uploads (task_id null). Refused files keep no original.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    taskId: uuid('task_id').references(() => libraryTasks.id),
    resumeId: uuid('resume_id').references(() => libraryResumes.id),
    channel: text('channel', { enum: ['upload', 'import', 'mail', 'plugin'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** 1 imported, 2 duplicate merged, 3 refused. */
    outcome: smallint('outcome').notNull(),
    message: text('message').notNull().default(''),
    mime: text('mime'),
    size: integer('size').notNull().default(0),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_files_task').on(t.taskId, t.outcome, t.createdAt),
    index('library_files_resume').on(t.resumeId),
    index('library_files_uploads').on(t.firmId, t.uploadedBy, t.createdAt.desc()).where(sql`task_id is null`),
  ],
);

/** A firm's library capacity when it is not the default (set by the platform). */
export const libraryCapacities = pgTable('library_capacities', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id),
  capacity: integer('capacity').notNull(),
});

/** A backup of a firm's library: an archive in FileStorage and the restore check's verdict. */
export const libraryBackups = pgTable(
  'library_backups',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** 1 queued, 2 running, 3 finished, 4 failed. */
    state: smallint('state').notNull().default(1),
    resumeCount: integer('resume_count').notNull().default(0),
    fileCount: integer('file_count').notNull().default(0),
    /** Bytes of the archive: a large library's backup passes 2 GB. */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    checkOk: boolean('check_ok'),
    checkMessage: text('check_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The database's time of the backup's last sign of life: created, claimed, then at most every
     * 30 s while the archive is built and checked. The watchdog fails a running backup whose
     * heartbeat has stopped and a queued one that never started, since the firm cannot start
     * another backup while one is unfinished; see LibraryBackupService.sweep.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_backups_firm').on(t.firmId, t.createdAt.desc()),
    // The watchdog's minute sweep reads only unfinished backups; the index holds just those, so it stays small.
    index('library_backups_unfinished').on(t.state, t.heartbeatAt).where(sql`state in (1, 2)`),
  ],
);

/** Export history: each download of a backup archive, by whom and when. */
export const libraryBackupDownloads = pgTable(
  'library_backup_downloads',
  {
    id: uuid('id').primaryKey(),
    backupId: uuid('backup_id')
      .notNull()
      .references(() => libraryBackups.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_backup_downloads_firm').on(t.firmId, t.createdAt.desc())],
);

/**
 * Audit of every revealed contact of a library resume: who saw which field of which resume, when
 * and from where. Library resumes are not people, so sensitive_views (keyed by person) cannot hold
 * these; written in the transaction that reads the value (LibraryRepository.revealContact).
 */
export const libraryContactViews = pgTable(
  'library_contact_views',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    libraryResumeId: uuid('library_resume_id')
      .notNull()
      .references(() => libraryResumes.id),
    /** 1 phone, 2 e-mail (the same codes as sensitive_views). */
    attrType: smallint('attr_type').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_contact_views_user_time').on(t.userId, t.createdAt)],
);
