/** content: the reference data every screen uses — dictionaries, cities, industries, job functions, labels. */

import { UPPER_DATE_SENTINEL } from '@hh/domain/api/app-data';
import { referenceEndpoints as api } from '@hh/domain/api/reference.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { ReferenceData } from './reference-data';

export function referenceRoutes(router: Router, data: ReferenceData): void {
  router.public(api.dictionaries, ({ query }) => ok(data.dictionaries(query.properties)));
  router.public(api.cities, () => ok(data.cities));
  router.public(api.appData, () =>
    ok({
      serverTime: Date.now(),
      upperDateSentinel: UPPER_DATE_SENTINEL,
      hotCities: data.hotCities().map((c) => ({ code: c.code, name: c.name })),
      dictionaries: data.dictionaries(['sex', 'education', 'orderState', 'restCondition', 'socialInsurance']),
    }),
  );
  router.public(api.labels, () => ok(data.labels));
  router.public(api.industries, () => ok(data.industries));
  router.public(api.jobFunctions, () => ok(data.jobFunctions));
}
