import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { expectsSchema } from './resume.schema';
import {
  pictureWorkShowAnswerSchema,
  pictureWorkShowSchema,
  resumeAttachmentSchema,
  resumeDetailSchema,
  resumeLabelsSchema,
  resumeVersionQuerySchema,
  sectionSaveAnswerSchema,
} from './resume-detail.schema';
import {
  candidateCreatedSchema,
  changeOwnerSchema,
  createCandidateSchema,
  duplicateAnswerSchema,
  remarkSchema,
  sensitiveViewSchema,
  talentListQuerySchema,
  talentOwnerSchema,
  talentPageSchema,
  talentTabCountQuerySchema,
  talentTabCountSchema,
  updateSourceSchema,
  visitEditSchema,
  visitSchema,
} from './talent.schema';
import { expandListQuerySchema, expandRowSchema } from './talent-expand.schema';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, uploadResultSchema } from './upload.schema';

const idParams = z.object({ id: z.string() });
const commonUserIdParams = z.object({ commonUserId: z.string() });
const userIdQuery = z.object({ userId: z.string() });

/**
 * Talent management (usermanager/*), the online resume (candidate/*), duplicate checks and the
 * audited reveal of personal data (spec 000 §6–§7, spec 001 §3). Several spec paths end in
 * `.json`; the server strips it from the last parameter. The resume module writes take the
 * body of their module (`:target`), checked by the server per module.
 */
export const candidateEndpoints = {
  myList: endpoint({
    method: 'GET',
    path: '/api/usermanager/myUsers',
    mutates: false,
    query: talentListQuerySchema,
    response: talentPageSchema,
  }),
  allList: endpoint({
    method: 'GET',
    path: '/api/usermanager/allUsers',
    mutates: false,
    query: talentListQuerySchema,
    response: talentPageSchema,
  }),
  myTabCount: endpoint({
    method: 'GET',
    path: '/api/usermanager/myTabCount',
    mutates: false,
    query: talentTabCountQuerySchema,
    response: talentTabCountSchema,
  }),
  allTabCount: endpoint({
    method: 'GET',
    path: '/api/usermanager/tabCount',
    mutates: false,
    query: talentTabCountQuerySchema,
    response: talentTabCountSchema,
  }),
  expandList: endpoint({
    method: 'GET',
    path: '/api/usermanager/expandList',
    mutates: false,
    query: expandListQuerySchema,
    response: z.array(expandRowSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/usermanager/delete/:id', params: idParams, response: null }),
  setSource: endpoint({ method: 'POST', path: '/api/usermanager/update/source', body: updateSourceSchema, response: null }),
  setRemark: endpoint({ method: 'POST', path: '/api/usermanager/remark', body: remarkSchema, response: null }),
  visits: endpoint({
    method: 'GET',
    path: '/api/usermanager/candidate/visit/get',
    mutates: false,
    query: userIdQuery,
    response: z.array(visitSchema),
  }),
  editVisit: endpoint({ method: 'POST', path: '/api/usermanager/candidate/visit/edit', body: visitEditSchema, response: null }),
  owner: endpoint({
    method: 'GET',
    path: '/api/usermanager/innerConsultant/get',
    mutates: false,
    query: userIdQuery,
    response: talentOwnerSchema,
  }),
  changeOwner: endpoint({
    method: 'POST',
    path: '/api/usermanager/innerConsultant/change',
    body: changeOwnerSchema,
    response: talentOwnerSchema,
  }),
  check: endpoint({
    method: 'GET',
    path: '/api/usermanager/check/:commonUserId',
    mutates: false,
    params: commonUserIdParams,
    response: duplicateAnswerSchema,
  }),
  duplicate: endpoint({
    method: 'GET',
    path: '/api/duplicate/:type/:value',
    mutates: false,
    params: z.object({ type: z.string(), value: z.string().max(100) }),
    response: duplicateAnswerSchema,
  }),
  create: endpoint({ method: 'POST', path: '/api/candidate/create.json', body: createCandidateSchema, response: candidateCreatedSchema }),
  upload: endpoint({
    method: 'POST',
    path: '/api/candidate/upload.json',
    multipart: true,
    bodyLimit: UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES,
    response: uploadResultSchema,
  }),
  /** A work sample for a candidate (spec: POST /candidate/work/{userId}.json, multipart). */
  uploadWork: endpoint({
    method: 'POST',
    path: '/api/candidate/work/:userId',
    multipart: true,
    bodyLimit: UPLOAD_MAX_BYTES * 2,
    params: z.object({ userId: z.string() }),
    response: resumeAttachmentSchema,
  }),
  /** The original of an uploaded resume or a work sample, opened by the browser. */
  original: endpoint({ method: 'GET', path: '/api/candidate/resume/:id', mutates: false, params: idParams, response: 'file' }),
  detail: endpoint({
    method: 'GET',
    path: '/api/candidate/:commonUserId',
    mutates: false,
    params: commonUserIdParams,
    response: resumeDetailSchema,
  }),
  shareDetail: endpoint({
    method: 'GET',
    path: '/api/share/candidate/:commonUserId',
    mutates: false,
    params: commonUserIdParams,
    response: resumeDetailSchema,
  }),
  pictureWorkShow: endpoint({
    method: 'POST',
    path: '/api/candidate/pictureWorkShow/:commonResumeId',
    params: z.object({ commonResumeId: z.string() }),
    body: pictureWorkShowSchema,
    response: pictureWorkShowAnswerSchema,
  }),
  setLabels: endpoint({
    method: 'POST',
    path: '/api/candidate/labels/:userId',
    params: z.object({ userId: z.string() }),
    body: resumeLabelsSchema,
    response: resumeLabelsSchema,
  }),
  saveSection: endpoint({
    method: 'POST',
    path: '/api/candidate/:target/:userId',
    params: z.object({ target: z.string(), userId: z.string() }),
    query: resumeVersionQuerySchema,
    body: z.unknown(),
    response: sectionSaveAnswerSchema,
  }),
  deleteEntry: endpoint({
    method: 'DELETE',
    path: '/api/candidate/:target/:userId/:entryId',
    params: z.object({ target: z.string(), userId: z.string(), entryId: z.string() }),
    query: resumeVersionQuerySchema,
    response: sectionSaveAnswerSchema,
  }),
  /** The Word resume (reused by order resume downloads): contacts only with contact=1, audited. */
  word: endpoint({
    method: 'GET',
    path: '/api/candidate/word/:commonUserId',
    mutates: false,
    params: commonUserIdParams,
    query: z.object({ contact: z.enum(['0', '1']).default('0') }),
    response: 'file',
  }),
  intention: endpoint({
    method: 'GET',
    path: '/api/usermanager/getIntention/:id',
    mutates: false,
    params: idParams,
    response: expectsSchema,
  }),
  setIntention: endpoint({
    method: 'POST',
    path: '/api/usermanager/setIntention/:commonUserId',
    params: commonUserIdParams,
    body: z.unknown(),
    response: sectionSaveAnswerSchema,
  }),
  revealSensitive: endpoint({
    method: 'POST',
    path: '/api/sensitive/data/view',
    body: sensitiveViewSchema,
    response: z.object({ value: z.string() }),
  }),
};
