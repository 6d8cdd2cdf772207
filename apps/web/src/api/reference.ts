/**
 * Reference lists several areas pick codes from: cities (GET /api/getCity), the job-function tree
 * (GET /api/common/position/category) and the industry tree (GET /api/common/company/industry).
 * No write changes them, so they load once a visit.
 */
import { referenceEndpoints as api } from '@hh/domain/api/reference.endpoints';
import type { Province, TreeNode } from '@hh/domain/api/reference.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from './call';

const referenceKeys = {
  cities: ['reference', 'cities'] as const,
  categories: ['reference', 'positionCategories'] as const,
  industries: ['reference', 'industries'] as const,
};

const citiesQuery = queryOptions({
  queryKey: referenceKeys.cities,
  queryFn: () => call(api.cities),
  staleTime: Number.POSITIVE_INFINITY,
});

const categoriesQuery = queryOptions({
  queryKey: referenceKeys.categories,
  queryFn: () => call(api.jobFunctions),
  staleTime: Number.POSITIVE_INFINITY,
});

const industriesQuery = queryOptions({
  queryKey: referenceKeys.industries,
  queryFn: () => call(api.industries),
  staleTime: Number.POSITIVE_INFINITY,
});

export interface CityOption {
  value: string;
  label: string;
  hot: boolean;
}

/** Every city, hot cities first, each with its code. */
export function useCityOptions(): CityOption[] {
  const { data } = useQuery(citiesQuery);
  return useMemo(() => {
    const cities = (data ?? ([] as Province[])).flatMap((p) => p.cities);
    const options = cities.map((c) => ({ value: c.code, label: c.name, hot: c.hot }));
    return [...options.filter((c) => c.hot), ...options.filter((c) => !c.hot)];
  }, [data]);
}

/** The job-function tree (three levels). */
export function useCategoryTree(): TreeNode[] {
  const { data } = useQuery(categoriesQuery);
  return data ?? [];
}

/** The industry tree (two levels). */
export function useIndustryTree(): TreeNode[] {
  const { data } = useQuery(industriesQuery);
  return data ?? [];
}
