import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAreas } from './api';
import { TokenRegistry } from './auth';
import { ACCOUNT, Clock, EventBus, defaultConfig, type SandboxConfig, type SandboxContext } from './context';
import { Faults, cutOf, type AnswerCut } from './faults';
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

function send(res: ServerResponse, reply: SandboxReply, correlationId: string, cut?: AnswerCut): void {
	const headers: Record<string, string> = {
		'X-HubSpot-Correlation-Id': correlationId,
		...reply.headers,
	};
	let payload: string | undefined;
	if (reply.body !== undefined && reply.status !== 204) {
		if (typeof reply.body === 'string') {
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
	res.writeHead(reply.status, headers);
	if (!cut) {
		res.end(payload);
		return;
	}
	// Sent chunked, so a cut body still ends as a whole answer unless the connection is reset.
	const part = Buffer.from(payload ?? '').subarray(0, cut.afterBytes);
	if (cut.reset) res.write(part, () => res.socket?.destroy());
	else res.end(part);
}

/** What the request log says a fault did to an answer that was sent. */
function spoiledBy(cut: AnswerCut | undefined): string | undefined {
	if (!cut) return undefined;
	return cut.reset ? `connection reset after ${cut.afterBytes} bytes of the body` : `body cut after ${cut.afterBytes} bytes`;
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

	const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

	const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
		const correlationId = newCorrelationId();
		const url = new URL(req.url ?? '/', 'http://sandbox.local');
		const method = req.method ?? 'GET';
		const control = url.pathname.startsWith('/__sandbox/');
		let caller: SandboxRequest['caller'] = { kind: 'anonymous', scopes: [], hubId: ACCOUNT.hubId };
		let body: unknown;
		const finish = (reply: SandboxReply, cut?: AnswerCut) => {
			if (!control) {
				context.log.add({ method, path: url.pathname, query: url.searchParams, status: reply.status, callerKind: caller.kind, body, at: Date.now(), fault: spoiledBy(cut) });
			}
			send(res, reply, correlationId, cut);
		};
		try {
			const raw = await readRaw(req);
			const fault = control ? undefined : context.faults.take(method, url.pathname);
			if (config.latencyMs > 0 && !control) await sleep(config.latencyMs);
			if (fault?.latencyMs) await sleep(fault.latencyMs);
			if (fault?.drop && !fault.apply) {
				context.log.add({ method, path: url.pathname, query: url.searchParams, status: 0, callerKind: 'unknown', at: Date.now() });
				req.socket.destroy();
				return;
			}
			if (fault?.malformed) {
				context.log.add({ method, path: url.pathname, query: url.searchParams, status: fault.status ?? 200, callerKind: 'unknown', at: Date.now() });
				res.writeHead(fault.status ?? 200, { 'Content-Type': 'application/json;charset=utf-8', 'X-HubSpot-Correlation-Id': correlationId });
				res.end('{"results": [{"id": ');
				return;
			}
			if (fault?.status && !fault.apply) {
				body = bodyForLog(req, raw);
				const contentType: Record<string, string> = fault.contentType ? { 'Content-Type': fault.contentType } : {};
				finish({ status: fault.status, body: fault.body ?? errorBody(`Injected failure ${fault.status}`), headers: { ...contentType, ...fault.headers } }, cutOf(fault));
				return;
			}
			const match = router.match(method, url.pathname);
			if (match === undefined) throw noRoute(method, url.pathname);
			if (match === 'method-not-allowed') throw new SandboxHttpError(405, errorBody(`Method ${method} not allowed on ${url.pathname}`));
			const request: SandboxRequest = {
				method,
				path: url.pathname,
				params: match.params,
				query: url.searchParams,
				headers: req.headers,
				rawBody: raw,
				body: undefined,
				caller,
				version: match.route.version ?? 'legacy',
			};
			caller = request.caller = context.tokens.authenticate(match.route, request);
			const limitHeaders = context.limits.admit(caller, match.route, Date.now());
			body = request.body = parseBody(req, raw);
			const reply = await match.route.handler(request);
			if (fault?.apply && fault.drop) {
				// Handled and written, but the answer never leaves: the caller cannot know it was applied.
				context.log.add({ method, path: url.pathname, query: url.searchParams, status: reply.status, callerKind: caller.kind, body, at: Date.now(), fault: 'connection dropped after handling' });
				req.socket.destroy();
				return;
			}
			finish({ ...reply, headers: { ...limitHeaders, ...reply.headers } }, cutOf(fault));
		} catch (error) {
			if (error instanceof SandboxHttpError) finish({ status: error.status, body: error.body, headers: error.headers });
			else finish({ status: 500, body: errorBody(`Internal error: ${(error as Error).message}`) });
		}
	};

	const server: Server = createServer((req, res) => void handle(req, res));
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
