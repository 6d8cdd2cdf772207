/**
 * The one HTTP client of the web app: the envelope and request rules of spec 000 §7–8.
 * Every call sends credentials; every call but login.json carries `requesttime`, which the
 * server must echo in the `requesttime` header. Every call also sends the session's anti-forgery
 * token, learnt from the answers of login.json and loginState.json (docs/OPERATIONS.md › Security).
 * The envelope is read whatever the HTTP status.
 * Browser effects (fetch, clock, randomness, navigation, the risk alert) are injected so the
 * rules can be tested without a DOM.
 */
import { ApiState } from '@hh/domain/api/api-state';
import { CSRF_HEADER } from '@hh/domain/api/csrf';
import {
  isRequestTimeExempt,
  nextRequestTime,
  REQUEST_TIME_HEADER,
  REQUEST_TIME_PARAM,
  REQUEST_TIME_REFUSED_MESSAGE,
  REQUEST_TIME_REUSED_HEADER,
  REQUEST_TIME_TOLERANCE_MS,
} from '@hh/domain/api/request-time';
import { authPaths } from '@hh/domain/auth/auth.paths';
import { sitePaths } from '@hh/domain/site/site.paths';
import { showRiskAlert } from './risk-alert';

export const NETWORK_ERROR_MESSAGE = '网络错误';
export const MALFORMED_RESPONSE_MESSAGE = '服务返回的数据有误，请稍后再试';
export const LOGIN_PATH = '/login';
const LOGIN_API = authPaths.login.path;
const LOGIN_STATE_API = authPaths.loginState.path;
const APP_DATA_API = sitePaths.appData.path;

/** Why a call failed: what the caller may want to react to. */
export type ApiErrorKind = 'network' | 'malformed' | 'requestTime' | 'notSignedIn' | 'risk' | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The envelope's state, when the server answered with one. */
    readonly state: number | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface HttpClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds since the epoch on this machine. */
  now: () => number;
  /** A number in [0, 1): the random digit of the stamp. */
  random: () => number;
  /** Leaves for another address of the app (the sign-in page). */
  navigate: (url: string) => void;
  /** The current address (path and query), used as the sign-in page's redirect target. */
  currentPath: () => string;
  showRiskAlert: () => void;
}

interface RawEnvelope {
  state: number;
  success?: boolean;
  message?: string;
  remark?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is RawEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as RawEnvelope).state === 'number';
}

function bare(path: string): string {
  return path.split('?')[0] ?? path;
}

export function buildUrl(path: string, query: QueryParams | undefined, stamp: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  if (stamp !== null) params.append(REQUEST_TIME_PARAM, stamp);
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The sign-in address that brings the user back to `current` afterwards. */
export function signInAddress(current: string): string {
  return current === '' || current === '/' || current.startsWith(LOGIN_PATH)
    ? LOGIN_PATH
    : `${LOGIN_PATH}?redirect=${encodeURIComponent(current)}`;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  /** Extra request headers an endpoint needs (the Idempotency-Key of a coin transfer). */
  headers?: Record<string, string>;
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** Server clock minus this machine's clock, learned from loginState.json or getData. */
  serverOffset(): number;
  /**
   * Now by the server's clock: what counts against times the server set (a defendant's 24 hours,
   * a banner's dates) must not follow a computer whose clock is wrong.
   */
  serverNow(): number;
  /** Learns the server's clock through GET /api/getData when no answer has taught it yet (a visitor). */
  syncClock(): Promise<void>;
  /** A fresh request-time stamp, for addresses the browser opens itself (sign-out redirect, downloads). */
  stamp(): string;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  let offset = 0;
  let clockKnown = false;
  let lastStampMs = 0;
  let csrfToken: string | null = null;

  function stampFor(path: string): string | null {
    if (bare(path) === LOGIN_API) return null;
    const next = nextRequestTime(deps.now() + offset, lastStampMs, Math.floor(deps.random() * 10));
    lastStampMs = next.ms;
    return next.stamp;
  }

  /**
   * Takes the server's clock. Stamps only ever rise; when the old clock was so fast that they
   * would stay out of the tolerance, they restart from the server's time (no earlier stamp is near it).
   */
  function learnClock(serverTime: number): void {
    offset = serverTime - deps.now();
    clockKnown = true;
    if (lastStampMs > serverTime + REQUEST_TIME_TOLERANCE_MS / 2) lastStampMs = 0;
  }

  /**
   * A stamp refused because this machine's clock is far off: the answer's Date header says how
   * far, so the clock is corrected once and the call sent again (the guard refused it before
   * anything was done). Calls sent before loginState.json answered meet this on a wrong clock.
   */
  function correctClock(response: Response): boolean {
    const serverDate = Date.parse(response.headers.get('date') ?? '');
    if (!Number.isFinite(serverDate) || Math.abs(serverDate - (deps.now() + offset)) <= REQUEST_TIME_TOLERANCE_MS / 2) return false;
    learnClock(serverDate);
    return true;
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}, resent = false): Promise<T> {
    const stamp = stampFor(path);
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (csrfToken !== null) headers[CSRF_HEADER] = csrfToken;
    const init: RequestInit = { method, credentials: 'include', headers };
    if (options.body instanceof FormData) {
      // Multipart (file uploads): the browser writes the content type with its boundary.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }

    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(buildUrl(path, options.query, stamp), init);
      text = await response.text();
    } catch {
      throw new ApiError('network', NETWORK_ERROR_MESSAGE);
    }

    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    if (!isEnvelope(envelope)) throw new ApiError('malformed', MALFORMED_RESPONSE_MESSAGE, null, response.status);
    const message = envelope.message ?? '';

    // Not signed in is answered before the server reads the stamp, so it carries no echo.
    if (envelope.state === ApiState.notSignedIn) {
      csrfToken = null;
      const current = deps.currentPath();
      if (!current.startsWith(LOGIN_PATH) && !signingOut) deps.navigate(signInAddress(current));
      throw new ApiError('notSignedIn', message, envelope.state, response.status);
    }
    if (stamp !== null && !isRequestTimeExempt(path) && response.headers.get(REQUEST_TIME_HEADER) !== stamp) {
      throw new ApiError('requestTime', REQUEST_TIME_REFUSED_MESSAGE, envelope.state, response.status);
    }
    // Refused before anything was done, for the stamp alone: another tab of this session used it
    // (same millisecond and digit), or this machine's clock is far off. Sent once more, newly stamped.
    const stampReused = response.headers.get(REQUEST_TIME_REUSED_HEADER) !== null;
    if (envelope.state === ApiState.tooFrequent && stamp !== null && !resent && (stampReused || correctClock(response))) {
      return request<T>(method, path, options, true);
    }
    if (envelope.state === ApiState.risk) {
      deps.showRiskAlert();
      throw new ApiError('risk', message, envelope.state, response.status);
    }
    if (envelope.state === ApiState.ok || envelope.success === true) {
      const token = (envelope.data as { csrfToken?: unknown } | null | undefined)?.csrfToken;
      if ((bare(path) === LOGIN_API || bare(path) === LOGIN_STATE_API) && typeof token === 'string') csrfToken = token;
      if (bare(path) === LOGIN_STATE_API || bare(path) === APP_DATA_API) {
        const serverTime = (envelope.data as { serverTime?: unknown } | null | undefined)?.serverTime;
        if (typeof serverTime === 'number') learnClock(serverTime);
      }
      return envelope.data as T;
    }
    const full = envelope.remark ? `${message}（${envelope.remark}）` : message;
    throw new ApiError('server', full, envelope.state, response.status);
  }

  async function syncClock(): Promise<void> {
    if (clockKnown) return;
    try {
      await request('GET', APP_DATA_API);
    } catch (error) {
      // Without the server's answer this machine's clock serves.
      console.warn('server clock:', (error as Error).message);
    }
  }

  return { request, serverOffset: () => offset, serverNow: () => deps.now() + offset, syncClock, stamp: () => stampFor('') ?? '' };
}

let navigateInApp: ((url: string) => void) | null = null;
let signingOut = false;

/**
 * While this tab signs out, an answer of "not signed in" to a request still in flight (a list
 * refetching, the chat's unread count) does not send the page to sign in with a redirect: the
 * sign-out itself goes to the sign-in page. The next sign-in turns it off.
 */
export function setSigningOut(on: boolean): void {
  signingOut = on;
}

/** Lets the router take the client's navigations (no full reload); until then the address is assigned. */
export function setHttpNavigation(navigate: (url: string) => void): void {
  navigateInApp = navigate;
}

/** The client of the running tab. */
export const httpClient: HttpClient = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => Date.now(),
  random: () => Math.random(),
  navigate: (url) => (navigateInApp ? navigateInApp(url) : globalThis.location.assign(url)),
  currentPath: () => `${globalThis.location.pathname}${globalThis.location.search}`,
  showRiskAlert,
});
