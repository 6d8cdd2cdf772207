/**
 * The company resume library's calls (spec 000 §7 "Company talent library") and the upload
 * records (spec 001). Keys start with 'library' so a write refreshes the whole area.
 */
import { libraryEndpoints as api, libraryBackupEndpoints, uploadRecordEndpoints } from '@hh/domain/library/library.endpoints';
import {
  type BackupRow,
  type LibraryContactType,
  type LibraryDetail,
  type SingleUpload,
  TASK_PAGE_SIZE,
  UPLOAD_RECORDS_PAGE_SIZE,
} from '@hh/domain/library/library.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';
import { type LibraryFilters, libraryListBody } from './list-body';

export const libraryKeys = {
  all: ['library'] as const,
  list: (filters: LibraryFilters, page: number) => ['library', 'list', filters, page] as const,
  detail: (id: string) => ['library', 'detail', id] as const,
  capacity: () => ['library', 'capacity'] as const,
  last: () => ['library', 'task', 'last'] as const,
  tasks: (state: number, page: number) => ['library', 'tasks', state, page] as const,
  taskDetails: (taskId: string, outcome: number, page: number) => ['library', 'taskDetails', taskId, outcome, page] as const,
  backups: (page: number) => ['library', 'backups', page] as const,
  logs: (page: number) => ['library', 'logs', page] as const,
  records: (source: number, page: number) => ['library', 'records', source, page] as const,
  counts: () => ['library', 'records', 'counts'] as const,
};

export function libraryListQuery(filters: LibraryFilters, page: number) {
  return queryOptions({
    queryKey: libraryKeys.list(filters, page),
    queryFn: () => call(api.list, { body: libraryListBody(filters, page) }),
    placeholderData: keepPreviousData,
  });
}

export function libraryDetailQuery(id: string) {
  return queryOptions({
    queryKey: libraryKeys.detail(id),
    queryFn: (): Promise<LibraryDetail> => call(api.detail, { query: { id } }),
  });
}

export const capacityQuery = queryOptions({
  queryKey: libraryKeys.capacity(),
  queryFn: () => call(api.capacity),
});

/** The caller's latest task; polled every 1.5 s while it is queued or running. */
export const lastTaskQuery = queryOptions({
  queryKey: libraryKeys.last(),
  queryFn: () => call(api.lastTask),
  refetchInterval: (query) => {
    const task = query.state.data;
    return task && task.state < 3 ? 1500 : false;
  },
});

export function tasksQuery(state: number, page: number) {
  return queryOptions({
    queryKey: libraryKeys.tasks(state, page),
    queryFn: () => call(api.tasks, { query: { state, pageNum: page, pageSize: TASK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function taskDetailsQuery(taskId: string, outcome: number, page: number) {
  return queryOptions({
    queryKey: libraryKeys.taskDetails(taskId, outcome, page),
    queryFn: () => call(api.taskDetails, { query: { taskId, outcome, pageNum: page, pageSize: TASK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function backupsQuery(page: number) {
  return queryOptions({
    queryKey: libraryKeys.backups(page),
    queryFn: () => call(libraryBackupEndpoints.list, { query: { pageNum: page, pageSize: TASK_PAGE_SIZE } }),
    refetchInterval: (query) => (query.state.data?.list.some((b: BackupRow) => b.state < 3) ? 1500 : false),
  });
}

export function exportLogsQuery(page: number) {
  return queryOptions({
    queryKey: libraryKeys.logs(page),
    queryFn: () => call(libraryBackupEndpoints.logs, { query: { pageNum: page, pageSize: TASK_PAGE_SIZE } }),
  });
}

export function uploadRecordsQuery(source: number, page: number) {
  return queryOptions({
    queryKey: libraryKeys.records(source, page),
    queryFn: () => call(uploadRecordEndpoints.list, { query: { source, current: page, limit: UPLOAD_RECORDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const uploadCountsQuery = queryOptions({
  queryKey: libraryKeys.counts(),
  queryFn: () => call(uploadRecordEndpoints.counts),
});

function useRefreshLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: libraryKeys.all });
}

export function useImportResumes() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return call(api.createTask, { body: form });
    },
    onSuccess: refresh,
  });
}

export function useUploadResume() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: async (file: File): Promise<SingleUpload> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(api.upload, { body: form });
    },
    onSuccess: refresh,
  });
}

export function useModifyResume() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: (
      body: Omit<LibraryDetail, 'completeFlag' | 'missing' | 'channel' | 'channelLabel' | 'files' | 'createTime' | 'updateTime'>,
    ) => call(api.modify, { body }),
    onSuccess: refresh,
  });
}

/**
 * The full phone (1) or e-mail (2) of a library resume: the server audits the reveal and counts it
 * toward the risk limits. Deliberately not a query: the value is kept by the open drawer only.
 */
export async function revealContact(id: string, type: LibraryContactType) {
  return call(api.revealContact, { params: { id }, body: { type } });
}

export function useCreateBackup() {
  const refresh = useRefreshLibrary();
  return useMutation({ mutationFn: () => call(libraryBackupEndpoints.create), onSuccess: refresh });
}

/** Addresses the browser opens itself (new window), stamped like every call. */
export const backupDownloadUrl = (id: string) => endpointUrl(libraryBackupEndpoints.download, { taskId: id });
export const taskListExcelUrl = (state: number) => endpointUrl(api.taskListExcel, undefined, { state });
export const uploadLogExcelUrl = (source: number) => endpointUrl(uploadRecordEndpoints.excel, undefined, { source });

/** 手机号查重: is a resume with this phone already in the firm's library (companyTalentLib/phone/check)? */
export function usePhoneCheck() {
  return useMutation({ mutationFn: (phone: string) => call(api.phoneCheck, { body: { phone } }) });
}
