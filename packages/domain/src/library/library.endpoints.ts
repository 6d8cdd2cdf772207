import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { UPLOAD_MAX_BYTES } from '../candidates/upload.schema';
import {
  backupPageSchema,
  capacitySchema,
  exportLogPageSchema,
  IMPORT_MAX_ZIP_BYTES,
  libraryContactAnswerSchema,
  libraryContactSchema,
  libraryDetailSchema,
  libraryListQuerySchema,
  libraryModifySchema,
  libraryPageSchema,
  pageQuerySchema,
  phoneCheckAnswerSchema,
  phoneCheckSchema,
  singleUploadSchema,
  taskCreatedSchema,
  taskDetailPageSchema,
  taskDetailQuerySchema,
  taskListQuerySchema,
  taskPageSchema,
  taskRowSchema,
  uploadCountsSchema,
  uploadListQuerySchema,
  uploadRecordPageSchema,
} from './library.schema';

/**
 * The firm's company resume library (spec 000 §7 "Company talent library"): its resumes, single
 * uploads, bulk import tasks, capacity; paths without a spec entry are ours.
 */
export const libraryEndpoints = {
  /** A search, sent as POST for its filters. */
  list: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/resume/list',
    mutates: false,
    body: libraryListQuerySchema,
    response: libraryPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/resume/detail',
    mutates: false,
    query: z.object({ id: z.string({ error: '请提供简历ID' }).trim() }),
    response: libraryDetailSchema,
  }),
  modify: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/resume/modify',
    body: libraryModifySchema,
    response: libraryDetailSchema,
  }),
  /** The audited reveal of one contact: the detail shows them masked. */
  revealContact: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/resume/contact/:id',
    params: z.object({ id: z.string().trim() }),
    body: libraryContactSchema,
    response: libraryContactAnswerSchema,
  }),
  phoneCheck: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/phone/check',
    mutates: false,
    body: phoneCheckSchema,
    response: phoneCheckAnswerSchema,
  }),
  capacity: endpoint({ method: 'GET', path: '/api/companyTalentLib/task/capacity', mutates: false, response: capacitySchema }),
  /** One resume into the library, answered with its outcome at once. */
  upload: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/resume/upload',
    multipart: true,
    bodyLimit: UPLOAD_MAX_BYTES * 2,
    response: singleUploadSchema,
  }),
  /** Bulk import: many files or one zip; stored, queued, answered with the task id. */
  createTask: endpoint({
    method: 'POST',
    path: '/api/companyTalentLib/task/create',
    multipart: true,
    bodyLimit: IMPORT_MAX_ZIP_BYTES + 1024 * 1024,
    response: taskCreatedSchema,
  }),
  tasks: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/task/list',
    mutates: false,
    query: taskListQuerySchema,
    response: taskPageSchema,
  }),
  taskDetails: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/task/detail/list',
    mutates: false,
    query: taskDetailQuerySchema,
    response: taskDetailPageSchema,
  }),
  lastTask: endpoint({ method: 'GET', path: '/api/companyTalentLib/task/last', mutates: false, response: taskRowSchema.nullable() }),
  /** Opened in a new window (spec 001): the task list as .xlsx. */
  taskListExcel: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/taskListExcel',
    mutates: false,
    query: z.object({ state: taskListQuerySchema.shape.state }),
    response: 'file',
  }),
};

/** Backups of the company resume library and their export history: the manager's. */
export const libraryBackupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/backup/task',
    mutates: false,
    query: pageQuerySchema,
    response: backupPageSchema,
  }),
  /** The spec makes creation a GET; it queues a backup job and answers its id. */
  create: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/backup/task/create',
    mutates: true,
    response: z.object({ id: z.string() }),
  }),
  logs: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/backup/file/logs',
    mutates: false,
    query: pageQuerySchema,
    response: exportLogPageSchema,
  }),
  /** Downloading a backup writes its export log; the browser opens it, so it cannot be a guarded write. */
  download: endpoint({
    method: 'GET',
    path: '/api/companyTalentLib/backup/file/logs/create/:taskId',
    mutates: false,
    params: z.object({ taskId: z.string() }),
    response: 'file',
  }),
};

/** The upload records of spec 001: three tabs with their counts, and the Excel export. */
export const uploadRecordEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/usermanager/resumeUploadList',
    mutates: false,
    query: uploadListQuerySchema,
    response: uploadRecordPageSchema,
  }),
  counts: endpoint({ method: 'GET', path: '/api/usermanager/getListLogCount', mutates: false, response: uploadCountsSchema }),
  excel: endpoint({
    method: 'GET',
    path: '/api/usermanager/resumeUploadLogExcel',
    mutates: false,
    query: z.object({ source: uploadListQuerySchema.shape.source }),
    response: 'file',
  }),
};
