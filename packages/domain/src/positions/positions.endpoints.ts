import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { KEYWORD_TEXT_MAX } from './keyword-terms';
import {
  keywordAnalysisSchema,
  pmInfoSchema,
  positionIntroduceSchema,
  positionListQuerySchema,
  positionPageSchema,
  positionRowSchema,
  projectIntroduceSchema,
} from './position.schema';

const positionQuery = z.object({ positionId: z.string({ error: '请选择职位' }).max(40, { error: '职位不正确' }) });

/**
 * Positions as firms see them (spec 001 §2, §3): the list and recommendations, the detail's
 * introductions, the PM's contact, the resume sample and keyword highlighting. The report
 * template is read through the recommend endpoints (orders).
 */
export const positionEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/positions/positionList',
    mutates: false,
    body: positionListQuerySchema,
    response: positionPageSchema,
  }),
  recommended: endpoint({ method: 'GET', path: '/api/positions/recommended', mutates: false, response: z.array(positionRowSchema) }),
  introduce: endpoint({
    method: 'GET',
    path: '/api/position/form/main/:positionId',
    mutates: false,
    params: z.object({ positionId: z.string().max(40) }),
    response: positionIntroduceSchema,
  }),
  projectIntroduce: endpoint({
    method: 'GET',
    path: '/api/project/form',
    mutates: false,
    query: z.object({ projectId: z.string({ error: '请选择项目' }).max(40, { error: '项目不正确' }) }),
    response: projectIntroduceSchema,
  }),
  /** The PMs a consultant can filter orders by (spec 001 §7 shared helpers): PMs of published positions. */
  queryPms: endpoint({
    method: 'GET',
    path: '/api/usermanager/queryPms.json',
    mutates: false,
    response: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  pmInfo: endpoint({
    method: 'GET',
    path: '/api/commonUserInfo/pmInfo.json',
    mutates: false,
    query: positionQuery,
    response: pmInfoSchema,
  }),
  /** A PDF shown inline in the detail's frame. */
  resumeSample: endpoint({
    method: 'GET',
    path: '/api/position/manager/previewResumeSample',
    mutates: false,
    query: positionQuery,
    response: 'file',
  }),
  keywordAnalysis: endpoint({
    method: 'GET',
    path: '/api/keyword/analysis',
    mutates: false,
    query: z.object({
      keyword: z
        .string({ error: '请提供要分析的文字' })
        .max(KEYWORD_TEXT_MAX, { error: `分析的文字不能超过${KEYWORD_TEXT_MAX}个字` })
        .default(''),
    }),
    response: keywordAnalysisSchema,
  }),
};
