/**
 * identity: real-name verification and the enterprise-messenger binding (spec 000 §7 "Real-name
 * and enterprise messenger"). This file owns the real-name calls; messenger.routes.ts the
 * binding; sandbox.routes.ts the sandbox providers' own pages.
 */
import {
  realNameInfoSchema,
  realNameInitResultSchema,
  realNameInitSchema,
  realNameValidateResultSchema,
  realNameValidateSchema,
} from '@hh/domain/identity/real-name.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { publicOrigin } from './public-origin';
import type { RealNameService } from './real-name.service';

const actorOf = (request: { actor: unknown }) => request.actor as Actor;

export const realNameRoutes = (realName: RealNameService, publicUrl: string | undefined): FastifyPluginAsyncZod =>
  async function realNamePlugin(app) {
    app.get(
      '/api/realname/auth/realname.json',
      { config: { access: access.signedIn }, schema: { response: { 200: envelopeOf(realNameInfoSchema) } } },
      async (request) => ok(await realName.info(actorOf(request))),
    );
    app.post(
      '/api/realname/auth/zhima/init.json',
      {
        config: { access: access.consultant() },
        schema: { body: realNameInitSchema, response: { 200: envelopeOf(realNameInitResultSchema) } },
      },
      async (request) =>
        ok(await realName.init(actorOf(request), request.body, publicOrigin(request, publicUrl)), '请扫码或打开链接完成刷脸认证'),
    );
    app.post(
      '/api/realname/auth/zhima/validate.json',
      {
        config: { access: access.consultant() },
        schema: { body: realNameValidateSchema, response: { 200: envelopeOf(realNameValidateResultSchema) } },
      },
      async (request) => {
        const result = await realName.validate(actorOf(request), request.body.certifyId);
        return ok(result, result.message);
      },
    );
  };
