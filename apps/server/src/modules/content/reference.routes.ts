/** content: the reference data every screen uses — dictionaries, cities, industries, job functions, labels. */

import { appDataSchema, UPPER_DATE_SENTINEL } from '@hh/domain/api/app-data';
import { dictionaryEntrySchema, dictionaryQuerySchema, provinceSchema, treeNodeSchema } from '@hh/domain/api/reference.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { envelopeOf, ok } from '../../platform/envelope';
import type { ReferenceData } from './reference-data';

export const referenceRoutes = (data: ReferenceData): FastifyPluginAsyncZod =>
  async function reference(app) {
    const tree = { 200: envelopeOf(z.array(treeNodeSchema)) };

    app.get(
      '/api/dictionaries',
      {
        config: { access: access.public },
        schema: { querystring: dictionaryQuerySchema, response: { 200: envelopeOf(z.array(dictionaryEntrySchema)) } },
      },
      async (request) => ok(data.dictionaries(request.query.properties)),
    );

    app.get(
      '/api/getCity',
      { config: { access: access.public }, schema: { response: { 200: envelopeOf(z.array(provinceSchema)) } } },
      async () => ok(data.cities),
    );

    app.get('/api/getData', { config: { access: access.public }, schema: { response: { 200: envelopeOf(appDataSchema) } } }, async () =>
      ok({
        serverTime: Date.now(),
        upperDateSentinel: UPPER_DATE_SENTINEL,
        hotCities: data.hotCities().map((c) => ({ code: c.code, name: c.name })),
        dictionaries: data.dictionaries(['sex', 'education', 'orderState', 'restCondition', 'socialInsurance']),
      }),
    );

    app.get('/api/common/category/label', { config: { access: access.public }, schema: { response: tree } }, async () => ok(data.labels));
    app.get('/api/common/company/industry', { config: { access: access.public }, schema: { response: tree } }, async () =>
      ok(data.industries),
    );
    // The spec loads job functions from a third-party host; we serve the same tree ourselves.
    app.get('/api/common/position/category', { config: { access: access.public }, schema: { response: tree } }, async () =>
      ok(data.jobFunctions),
    );
  };
