import { z } from 'zod';
import { sitePaths } from '../site/site.paths';
import { appDataSchema } from './app-data';
import { endpoint } from './endpoint';
import { dictionaryEntrySchema, dictionaryQuerySchema, provinceSchema, treeNodeSchema } from './reference.schema';

const treeSchema = z.array(treeNodeSchema);

/** The reference data every screen uses, public. The spec loads job functions from a third-party host; we serve the tree ourselves. */
export const referenceEndpoints = {
  dictionaries: endpoint({
    method: 'GET',
    path: '/api/dictionaries',
    mutates: false,
    query: dictionaryQuerySchema,
    response: z.array(dictionaryEntrySchema),
  }),
  cities: endpoint({ method: 'GET', path: '/api/getCity', mutates: false, response: z.array(provinceSchema) }),
  appData: endpoint({ ...sitePaths.appData, mutates: false, response: appDataSchema }),
  labels: endpoint({ method: 'GET', path: '/api/common/category/label', mutates: false, response: treeSchema }),
  industries: endpoint({ method: 'GET', path: '/api/common/company/industry', mutates: false, response: treeSchema }),
  jobFunctions: endpoint({ method: 'GET', path: '/api/common/position/category', mutates: false, response: treeSchema }),
};
