import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  createdIdSchema,
  opsPositionDetailSchema,
  opsPositionListQuerySchema,
  opsPositionPageSchema,
  opsProjectListQuerySchema,
  opsProjectPageSchema,
  opsProjectRowSchema,
  staffOptionSchema,
  staffQuerySchema,
} from './ops.schema';
import { positionWriteSchema, projectFormSchema } from './position.schema';

const idParam = z.object({ id: z.string().max(40) });

/** What a multipart call sends: the browser's FormData (the domain compiles without the DOM types). */
interface MultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

/** The console's employer projects and the staff who run them. */
export const consoleProjectEndpoints = {
  staff: endpoint({ method: 'GET', path: '/api/ops/staff', mutates: false, query: staffQuerySchema, response: z.array(staffOptionSchema) }),
  list: endpoint({
    method: 'GET',
    path: '/api/ops/projects',
    mutates: false,
    query: opsProjectListQuerySchema,
    response: opsProjectPageSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/ops/projects/:id', mutates: false, params: idParam, response: opsProjectRowSchema }),
  create: endpoint({ method: 'POST', path: '/api/ops/projects', body: projectFormSchema, response: createdIdSchema }),
  update: endpoint({ method: 'PUT', path: '/api/ops/projects/:id', params: idParam, body: projectFormSchema, response: null }),
  close: endpoint({ method: 'POST', path: '/api/ops/projects/:id/close', params: idParam, response: null }),
  open: endpoint({ method: 'POST', path: '/api/ops/projects/:id/open', params: idParam, response: null }),
};

/** The console's position editor, publishing and closing, and the resume sample (one PDF per position). */
export const consolePositionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ops/positions',
    mutates: false,
    query: opsPositionListQuerySchema,
    response: opsPositionPageSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/ops/positions/:id', mutates: false, params: idParam, response: opsPositionDetailSchema }),
  create: endpoint({ method: 'POST', path: '/api/ops/positions', body: positionWriteSchema, response: createdIdSchema }),
  update: endpoint({ method: 'PUT', path: '/api/ops/positions/:id', params: idParam, body: positionWriteSchema, response: null }),
  publish: endpoint({ method: 'POST', path: '/api/ops/positions/:id/publish', params: idParam, response: null }),
  close: endpoint({ method: 'POST', path: '/api/ops/positions/:id/close', params: idParam, response: null }),
  /** Multipart field `file`: the sample PDF. The server reads the parts itself; the body type is what the web sends. */
  uploadSample: endpoint({
    method: 'POST',
    path: '/api/ops/positions/:id/resumeSample',
    params: idParam,
    multipart: true,
    body: z.custom<MultipartForm>(),
    response: null,
  }),
  sample: endpoint({ method: 'GET', path: '/api/ops/positions/:id/resumeSample', mutates: false, params: idParam, response: 'file' }),
  removeSample: endpoint({ method: 'DELETE', path: '/api/ops/positions/:id/resumeSample', params: idParam, response: null }),
};
