/** Reference data the candidate screens label codes with: dictionaries and cities. */
import { referenceEndpoints as api } from '@hh/domain/api/reference.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

export const RESUME_DICTIONARIES = ['education', 'sex', 'nowStatus', 'politicalStatus', 'maritalStatus', 'folk'] as const;
export type ResumeDictionary = (typeof RESUME_DICTIONARIES)[number];

const dictionariesQuery = queryOptions({
  queryKey: [...candidateKeys.reference(), 'dictionaries'],
  queryFn: () => call(api.dictionaries, { query: { properties: RESUME_DICTIONARIES.join(',') } }),
  staleTime: Number.POSITIVE_INFINITY,
});

const citiesQuery = queryOptions({
  queryKey: [...candidateKeys.reference(), 'cities'],
  queryFn: () => call(api.cities),
  staleTime: Number.POSITIVE_INFINITY,
});

export interface Option<V> {
  value: V;
  label: string;
}

export interface Dictionaries {
  /** The label of a code; '' when unknown (or the dictionary has not loaded). */
  label: (property: ResumeDictionary, code: number | string) => string;
  /** Coded options, without the 0 (不限 / unknown) entry. */
  codes: (property: ResumeDictionary) => Option<number>[];
  /** Options whose value is the label itself (民族, 政治面貌, 婚姻状况 are stored as text). */
  labels: (property: ResumeDictionary) => Option<string>[];
}

export function useDictionaries(): Dictionaries {
  const { data } = useQuery(dictionariesQuery);
  return useMemo(() => {
    const entries = data ?? [];
    const of = (property: string) => entries.filter((e) => e.property === property);
    return {
      label: (property, code) => of(property).find((e) => e.item === String(code))?.value ?? '',
      codes: (property) =>
        of(property)
          .filter((e) => e.item !== '0')
          .map((e) => ({ value: Number(e.item), label: e.value })),
      labels: (property) => of(property).map((e) => ({ value: e.value, label: e.value })),
    };
  }, [data]);
}

/** City names for the city fields, hot cities first; typing any other name is allowed. */
export function useCityNames(): string[] {
  const { data } = useQuery(citiesQuery);
  return useMemo(() => {
    const cities = (data ?? []).flatMap((p) => p.cities);
    const hot = cities.filter((c) => c.hot).map((c) => c.name);
    const rest = cities.filter((c) => !c.hot).map((c) => c.name);
    return [...new Set([...hot, ...rest])];
  }, [data]);
}
