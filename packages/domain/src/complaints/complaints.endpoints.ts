import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  answerBodySchema,
  caseCreatedSchema,
  caseFileSchema,
  caseIdQuerySchema,
  complaintBodySchema,
  complaintDetailSchema,
  complaintEditSchema,
  complaintListQuerySchema,
  complaintPageSchema,
  complaintTargetQuerySchema,
  complaintTargetsSchema,
  tipsSchema,
} from './complaint.schema';
import { standingSchema } from './standing.schema';

/**
 * Complaints (spec 000 §7): the spec's six paths, with revokeCase and agreeCase GETs that write.
 * Paths the spec does not name (targets, answer, files) are in docs/API.md.
 */
export const complaintEndpoints = {
  create: endpoint({ method: 'POST', path: '/api/complaintCase/create', body: complaintBodySchema, response: caseCreatedSchema }),
  edit: endpoint({ method: 'POST', path: '/api/complaintCase/edit', body: complaintEditSchema, response: null }),
  list: endpoint({
    method: 'GET',
    path: '/api/complaintCase/list',
    mutates: false,
    query: complaintListQuerySchema,
    response: complaintPageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/complaintCase/detail',
    mutates: false,
    query: caseIdQuerySchema,
    response: complaintDetailSchema,
  }),
  revoke: endpoint({ method: 'GET', path: '/api/complaintCase/revokeCase', mutates: true, query: caseIdQuerySchema, response: null }),
  agree: endpoint({ method: 'GET', path: '/api/complaintCase/agreeCase', mutates: true, query: caseIdQuerySchema, response: null }),
  /** Cases waiting for the caller's answer (the defendant's red point). */
  tips: endpoint({ method: 'GET', path: '/api/complaintCase/tipsComplaint', mutates: false, response: tipsSchema }),
  /** Blind-push tips (spec 001 › Blind push tips; the path is ours): the shell's dialog shows `tipsCount` once per change. */
  blindPushTips: endpoint({
    method: 'GET',
    path: '/api/complaintCase/tipsBlindPush',
    mutates: false,
    response: z.object({ tipsCount: z.number() }),
  }),
  /** The caller's firm's and their own standing under the rules (offences, a ban in force). */
  standing: endpoint({ method: 'GET', path: '/api/complaintCase/standing', mutates: false, response: standingSchema }),
  targets: endpoint({
    method: 'GET',
    path: '/api/complaintCase/targets',
    mutates: false,
    query: complaintTargetQuerySchema,
    response: complaintTargetsSchema,
  }),
  answer: endpoint({ method: 'POST', path: '/api/complaintCase/answer', body: answerBodySchema, response: null }),
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/complaintCase/uploadFile',
    multipart: true,
    bodyLimit: 10 * 1024 * 1024 + 64 * 1024,
    response: caseFileSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/complaintCase/file',
    mutates: false,
    query: z.object({ id: z.string().max(64), fileId: z.string().max(64) }),
    response: 'file',
  }),
};
