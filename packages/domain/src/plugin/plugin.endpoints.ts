import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { pluginCaptureSchema, pluginResumeDetailSchema, pluginResumeRowSchema, pluginTokenInfoSchema } from './plugin.schema';

const idParams = z.object({ id: z.string().max(40) });

/**
 * Plugin resume (spec 001 §7 `GET /api/lietouPluginResume/detail/{id}`). `capture` is the one
 * endpoint the browser plugin calls, with its token (`Authorization: Bearer`) and no session; the
 * token opens nothing else. The rest are the workspace's: the page, the user centre's list and
 * the token's regenerate and revoke.
 */
export const pluginEndpoints = {
  capture: endpoint({
    method: 'POST',
    path: '/api/lietouPluginResume/capture',
    body: pluginCaptureSchema,
    response: z.object({ id: z.string() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/lietouPluginResume/detail/:id',
    mutates: false,
    params: idParams,
    response: pluginResumeDetailSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/lietouPluginResume/list',
    mutates: false,
    response: z.array(pluginResumeRowSchema),
  }),
  token: endpoint({ method: 'GET', path: '/api/lietouPluginResume/token', mutates: false, response: pluginTokenInfoSchema }),
  regenerateToken: endpoint({ method: 'POST', path: '/api/lietouPluginResume/token/regenerate', response: pluginTokenInfoSchema }),
  revokeToken: endpoint({ method: 'POST', path: '/api/lietouPluginResume/token/revoke', response: null }),
};
