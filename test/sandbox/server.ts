import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAreas } from './api';
import { TokenRegistry } from './auth';
import { ACCOUNT } from './account';
import { Clock } from './clock';
import { defaultConfig, type SandboxConfig } from './config';
import type { SandboxContext } from './context';
import { EventBus } from './events';
import { Faults, cutOf, type AnswerCut, type FaultSpec } from './faults';
import { RateLimits } from './limits';
import { RequestLog } from './requestLog';
import { SandboxHttpError, errorBody, newCorrelationId, noRoute } from './errors';
import { Router } from './router';
import type { SandboxArea, SandboxReply, SandboxRequest } from './types';

export interface SandboxOptions {
	port?: number;
	host?: string;
	config?: Partial<SandboxConfig>;
}

export interface RunningSandbox {
	baseUrl: string;
	context: SandboxContext;
	areas: SandboxArea[];
	close(): Promise<void>;
}

function parseBody(req: IncomingMessage, raw: Buffer): unknown {
	if (raw.length === 0) return undefined;
	const type = String(req.headers['content-type'] ?? '');
	// Uploads: the handler reads the parts from the raw body.
	if (type.includes('multipart/form-data')) return undefined;
	const text = raw.toString('utf8');
	if (type.includes('application/x-www-form-urlencoded')) {
		return Object.fromEntries(new URLSearchParams(text));
	}
	try {
		return JSON.parse(text);
	} catch {
		throw new SandboxHttpError(
			400,
			errorBody('Invalid input JSON on line 1, column 1: Unexpected character', 'VALIDATION_ERROR'),
		);
	}
}

/** The request body as the log shows it for an answer a fault made up (never refused for bad JSON). */
function bodyForLog(req: IncomingMessage, raw: Buffer): unknown {
	try {
		return parseBody(req, raw);
	} catch {
		return raw.toString('utf8');
	}
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

function send(
	res: ServerResponse,
	reply: SandboxReply,
	correlationId: string,
	cut?: AnswerCut,
): void {
	const headers: Record<string, string> = {
		'X-HubSpot-Correlation-Id': correlationId,
		...reply.headers,
	};
	let payload: string | Buffer | undefined;
	if (reply.body !== undefined && reply.status !== 204) {
		if (Buffer.isBuffer(reply.body)) {
			// A file's bytes (downloads), sent as they are.
			payload = reply.body;
			headers['Content-Type'] ??= 'application/octet-stream';
		} else if (typeof reply.body === 'string') {
			payload = reply.body;
			headers['Content-Type'] ??= 'text/html; charset=utf-8';
		} else {
			const body =
				reply.status >= 400 && typeof reply.body === 'object' && reply.body !== null
					? { ...(reply.body as object), correlationId }
					: reply.body;
			payload = JSON.stringify(body);
			headers['Content-Type'] ??= 'application/json;charset=utf-8';
		}
	}
	const whole = Buffer.from(payload ?? '');
	if (cut?.how === 'close') headers['Content-Length'] = String(whole.length);
	res.writeHead(reply.status, headers);
	if (!cut) {
		res.end(payload);
		return;
	}
	const part = whole.subarray(0, cut.afterBytes);
	if (cut.how === 'reset') res.write(part, () => res.socket?.destroy());
	else if (cut.how === 'close') res.write(part, () => res.socket?.end());
	// Its length is the part's: the answer ends whole, only shorter.
	else res.end(part);
}

/** What the request log says a fault did to an answer that was sent. */
function spoiledBy(cut: AnswerCut | undefined): string | undefined {
	if (!cut) return undefined;
	if (cut.how === 'reset') return `connection reset after ${cut.afterBytes} bytes of the body`;
	if (cut.how === 'close') return `connection closed after ${cut.afterBytes} bytes of the body`;
	return `body cut after ${cut.afterBytes} bytes`;
}

/** One request on its way through the sandbox: what the log and the answer need to know of it. */
interface Exchange {
	req: IncomingMessage;
	res: ServerResponse;
	method: string;
	url: URL;
	/** The sandbox's own control routes: never faulted, delayed or logged. */
	control: boolean;
	correlationId: string;
	caller: SandboxRequest['caller'];
	body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `unanswered`: a fault answered before the service knew who called. */
function logExchange(
	exchange: Exchange,
	context: SandboxContext,
	status: number,
	{ fault, unanswered = false }: { fault?: string; unanswered?: boolean } = {},
): void {
	const { method, url, caller, body } = exchange;
	const callerKind = unanswered ? 'unknown' : caller.kind;
	const authorizationSent = exchange.req.headers.authorization !== undefined;
	context.log.add({
		method,
		path: url.pathname,
		query: url.searchParams,
		status,
		callerKind,
		authorizationSent,
		body: unanswered ? undefined : body,
		at: Date.now(),
		fault,
	});
}

/** Logs and sends an answer (cut short when a fault asks for it). */
function finish(
	exchange: Exchange,
	context: SandboxContext,
	reply: SandboxReply,
	cut?: AnswerCut,
): void {
	if (!exchange.control) logExchange(exchange, context, reply.status, { fault: spoiledBy(cut) });
	send(exchange.res, reply, exchange.correlationId, cut);
}

/** Latency step: the configured network latency, and a fault's own. */
async function delay(
	exchange: Exchange,
	config: SandboxConfig,
	fault: FaultSpec | undefined,
): Promise<void> {
	if (config.latencyMs > 0 && !exchange.control) await sleep(config.latencyMs);
	if (fault?.latencyMs) await sleep(fault.latencyMs);
}

/**
 * Fault step: a fault that answers instead of the service (a dropped connection, bad JSON, an
 * injected status) does so here. True when it did.
 */
function answeredByFault(
	exchange: Exchange,
	raw: Buffer,
	fault: FaultSpec | undefined,
	context: SandboxContext,
): boolean {
	if (!fault || fault.apply) return false;
	const { req, res } = exchange;
	if (fault.drop) {
		logExchange(exchange, context, 0, { unanswered: true });
		req.socket.destroy();
		return true;
	}
	if (fault.malformed) {
		logExchange(exchange, context, fault.status ?? 200, { unanswered: true });
		res.writeHead(fault.status ?? 200, {
			'Content-Type': 'application/json;charset=utf-8',
			'X-HubSpot-Correlation-Id': exchange.correlationId,
		});
		res.end('{"results": [{"id": ');
		return true;
	}
	if (!fault.status) return false;
	exchange.body = bodyForLog(req, raw);
	finish(exchange, context, injectedReply(fault, fault.status), cutOf(fault));
	return true;
}

/** The answer a fault's `status` puts in place of the service's (or, with `apply`, after it). */
function injectedReply(fault: FaultSpec, status: number): SandboxReply {
	const contentType: Record<string, string> = fault.contentType
		? { 'Content-Type': fault.contentType }
		: {};
	return {
		status,
		body: fault.body ?? errorBody(`Injected failure ${status}`),
		headers: { ...contentType, ...fault.headers },
	};
}

/** Service step: routing, authentication, the rate limits, parsing, then the endpoint's handler. */
async function serve(
	exchange: Exchange,
	raw: Buffer,
	router: Router,
	context: SandboxContext,
): Promise<SandboxReply> {
	const { req, method, url } = exchange;
	const match = router.match(method, url.pathname);
	if (match === undefined) throw noRoute(method, url.pathname);
	if (match === 'method-not-allowed')
		throw new SandboxHttpError(405, errorBody(`Method ${method} not allowed on ${url.pathname}`));
	const request: SandboxRequest = {
		method,
		path: url.pathname,
		params: match.params,
		query: url.searchParams,
		headers: req.headers,
		rawBody: raw,
		body: undefined,
		caller: exchange.caller,
		version: match.route.version ?? 'legacy',
	};
	exchange.caller = request.caller = context.tokens.authenticate(match.route, request);
	const limitHeaders = context.limits.admit(exchange.caller, match.route, Date.now());
	exchange.body = request.body = parseBody(req, raw);
	const reply = await match.route.handler(request);
	return { ...reply, headers: { ...limitHeaders, ...reply.headers } };
}

/** Starts the simulator on 127.0.0.1; `port: 0` picks a free port. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const base = defaultConfig();
	const config: SandboxConfig = {
		...base,
		...options.config,
		rateLimits: { ...base.rateLimits, ...options.config?.rateLimits },
	};
	const clock = new Clock();
	let baseUrl = '';
	const context: SandboxContext = {
		config,
		clock,
		bus: new EventBus(),
		tokens: new TokenRegistry(clock, config),
		limits: new RateLimits(config),
		faults: new Faults(),
		log: new RequestLog(),
		baseUrl: () => baseUrl,
	};
	const areas = createAreas(context);
	const router = new Router();
	for (const area of areas) router.add(area.routes);

	const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
		const url = new URL(req.url ?? '/', 'http://sandbox.local');
		const exchange: Exchange = {
			req,
			res,
			method: req.method ?? 'GET',
			url,
			control: url.pathname.startsWith('/__sandbox/'),
			correlationId: newCorrelationId(),
			caller: { kind: 'anonymous', scopes: [], hubId: ACCOUNT.hubId },
			body: undefined,
		};
		try {
			const raw = await readRaw(req);
			const fault = exchange.control
				? undefined
				: context.faults.take(exchange.method, url.pathname);
			await delay(exchange, config, fault);
			if (answeredByFault(exchange, raw, fault, context)) return;
			const reply = await serve(exchange, raw, router, context);
			if (fault?.apply && fault.drop) {
				// Handled and written, but the answer never leaves: the caller cannot know it was applied.
				logExchange(exchange, context, reply.status, {
					fault: 'connection dropped after handling',
				});
				req.socket.destroy();
				return;
			}
			// Handled and written, then a gateway's status instead of the answer (a 504 after HubSpot applied it).
			const answered = fault?.apply && fault.status ? injectedReply(fault, fault.status) : reply;
			finish(exchange, context, answered, cutOf(fault));
		} catch (error) {
			if (error instanceof SandboxHttpError)
				finish(exchange, context, {
					status: error.status,
					body: error.body,
					headers: error.headers,
				});
			else
				finish(exchange, context, {
					status: 500,
					body: errorBody(`Internal error: ${(error as Error).message}`),
				});
		}
	};

	// HubSpot's edge keeps an idle connection open far longer than Node's default 5 s. At 5 s a client
	// whose idle timer fires late (a loaded machine) reuses a connection the server has just closed and
	// fails before its request is sent (seen: ECONNRESET in a suite's control call); dropped
	// connections are the faults' job (faults.ts), not the keep-alive timer's.
	const server: Server = createServer((req, res) => void handle(req, res));
	server.keepAliveTimeout = 30_000;
	await new Promise<void>((resolve) =>
		server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
	);
	const { port } = server.address() as AddressInfo;
	baseUrl = `http://127.0.0.1:${port}`;
	return {
		baseUrl,
		context,
		areas,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
