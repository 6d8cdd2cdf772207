import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../platform/access';
import { Caller, createTestApp, signedIn, type TestApp } from './test-app';

/**
 * Hostile input on every registered /api route (fast-check), as an anonymous visitor, a
 * signed-in consultant (the manager, who may call the most) and platform staff: malformed JSON,
 * wrong types, huge strings, NUL characters and lone surrogates, negative and huge numbers,
 * unknown fields, broken multipart. Every answer must be below 500 and an envelope (or a file
 * the route sends on purpose). Few runs per route keep it quick; a failure names the route and
 * the input, and `FUZZ_RUNS`/`FUZZ_SEED` replay it with more runs or the same seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
// A fixed seed by default, so a CI run is reproducible; FUZZ_SEED=random explores new inputs.
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261125);

/** Routes whose effect would end the probe itself. */
const SKIPPED = new Set(['GET /api/logout.json']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '%',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '😀',
    '０１２',
    'null',
    'true',
    '-1',
    '1e309',
    '13800000030',
  ),
  fc.constantFrom('x'.repeat(10_000), '长'.repeat(100_000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(hostileString, hostileNumber), { maxKeys: 3 }),
);

/** The field names of a zod object schema (through pipes and transforms), so values land on real fields. */
function fieldsOf(schema: unknown): string[] {
  for (
    let s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } } | undefined, i = 0;
    s && i < 5;
    i++
  ) {
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
    s = (s._zod?.def?.in ?? s._zod?.def?.innerType) as typeof s;
  }
  return [];
}

function objectOf(fields: string[], value: fc.Arbitrary<unknown>) {
  const known = fields.length ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }) : fc.constant({});
  // Unknown fields beside the known ones.
  return fc.tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

const MALFORMED = fc.constantFrom<Body>(
  { kind: 'raw', text: '{', type: 'application/json' },
  { kind: 'raw', text: '{"a":1}}', type: 'application/json' },
  { kind: 'raw', text: '', type: 'application/json' },
  { kind: 'raw', text: '{"__proto__":{"x":1}}', type: 'application/json' },
  { kind: 'raw', text: 'garbage', type: 'multipart/form-data' },
  {
    kind: 'raw',
    text: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF',
    type: 'multipart/form-data; boundary=x',
  },
  { kind: 'raw', text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
);

function inputOf(route: RegisteredRoute) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const body: fc.Arbitrary<Body> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          objectOf(fieldsOf(route.schema?.body), hostileValue).map((value): Body => ({ kind: 'json', value })),
          hostileValue.map((value): Body => ({ kind: 'json', value })),
          MALFORMED,
        );
  return fc.record({
    params: fc.array(hostileString, { minLength: params.length, maxLength: params.length }),
    query: objectOf(fieldsOf(route.schema?.querystring), hostileValue),
    body,
  });
}

function pathOf(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:(\w+)/g, () => {
    const value = values[i++] ?? '';
    try {
      return encodeURIComponent(value) || 'x';
    } catch {
      return '%ED%A0%80'; // a lone surrogate has no UTF-8; send its bytes as a careless client would
    }
  });
}

async function probe(caller: Caller, route: RegisteredRoute, input: { params: string[]; query: Record<string, unknown>; body: Body }) {
  const query = Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, asText(v)]));
  const headers: Record<string, string> = {};
  let body: unknown;
  if (input.body.kind === 'json') body = input.body.value === undefined ? null : JSON.stringify(input.body.value);
  if (input.body.kind === 'json') headers['content-type'] = 'application/json';
  if (input.body.kind === 'raw') {
    body = input.body.text;
    headers['content-type'] = input.body.type;
  }
  const result = await caller.call(route.method as InjectOptions['method'], pathOf(route.url, input.params), { query, body, headers });
  const label = `${route.method} ${route.url}`;
  if (result.status >= 500) throw new Error(`${label} answered ${result.status}: ${result.raw.body.slice(0, 300)}`);
  const json = String(result.headers['content-type'] ?? '').includes('application/json');
  if (!json) {
    // A file the route sends on purpose (downloads): only with success.
    if (result.status !== 200) throw new Error(`${label} answered ${result.status} without the envelope`);
    return;
  }
  const envelope = result.body as unknown as Record<string, unknown>;
  if (
    typeof envelope.state !== 'number' ||
    typeof envelope.success !== 'boolean' ||
    typeof envelope.message !== 'string' ||
    !('data' in envelope)
  ) {
    throw new Error(`${label} answered no envelope: ${result.raw.body.slice(0, 300)}`);
  }
}

/** A walk of every route with hostile input takes 15–30 s alone, several times that beside the rest of the suite on 2 cores. */
const FUZZ_TIMEOUT_MS = 180_000;

async function fuzzAll(caller: () => Caller, only: (route: RegisteredRoute) => boolean = () => true) {
  const failures: string[] = [];
  for (const route of t.app.routeTable) {
    if (SKIPPED.has(`${route.method} ${route.url}`) || !only(route)) continue;
    let why = '';
    try {
      await fc.assert(
        fc.asyncProperty(inputOf(route), async (input) => {
          try {
            await probe(caller(), route, input);
          } catch (error) {
            why = (error as Error).message;
            throw error;
          }
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    } catch (error) {
      const lines = (error as Error).message.split('\n').map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l));
      failures.push([why || `${route.method} ${route.url}`, ...lines.filter((l) => !l.startsWith('Hint') && l.trim() !== '')].join('\n'));
    }
  }
  return failures;
}

describe('fuzzing every route', () => {
  it(
    'as an anonymous visitor',
    async () => {
      let n = 0;
      expect(await fuzzAll(() => new Caller(t.app, `10.90.${Math.floor(n / 200)}.${n++ % 200}`))).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'as a signed-in consultant (the manager)',
    async () => {
      const manager = await signedIn(t.app, '13800000030', '10.91.0.1');
      expect(await fuzzAll(() => manager)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'as platform staff',
    async () => {
      const admin = await signedIn(t.app, '13700000000', '10.92.0.1');
      expect(await fuzzAll(() => admin)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  // The admin opens every console route; each other staff role meets most as missing and the rest as its own.
  it(
    'as every other staff role, on the console routes',
    async () => {
      const console = (route: RegisteredRoute) => route.access?.kind === 'staff';
      for (const [i, phone] of ['13700000001', '13700000002', '13700000003', '13700000004'].entries()) {
        const staff = await signedIn(t.app, phone, `10.93.${i}.1`);
        expect(await fuzzAll(() => staff, console), phone).toEqual([]);
      }
    },
    2 * FUZZ_TIMEOUT_MS,
  );
});
