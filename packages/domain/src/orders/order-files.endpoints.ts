import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { downloadSettingSchema, resumeDownloadQuerySchema } from './download-setting';
import { orderExportSchema } from './order.schema';

/** Order files (spec 000 §7): the export mailed as .xlsx, and resume downloads (.docx, or .zip for several). */
export const orderFileEndpoints = {
  export: endpoint({ method: 'POST', path: '/api/order/export', body: orderExportSchema, response: z.object({ message: z.string() }) }),
  downloadSetting: endpoint({ method: 'GET', path: '/api/resumes/download-setting.json', mutates: false, response: downloadSettingSchema }),
  /** `:api` names the file kind; `word` is the one there is. */
  resumeDownload: endpoint({
    method: 'GET',
    path: '/api/order/resume/:api/download',
    mutates: false,
    params: z.object({ api: z.string().max(20) }),
    query: resumeDownloadQuerySchema,
    response: 'file',
  }),
};
