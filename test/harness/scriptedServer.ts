import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedRequest {
	method: string;
	url: string;
	headers: IncomingMessage['headers'];
	body: string;
	at: number;
}

export interface ScriptedReply {
	status: number;
	body?: unknown;
	headers?: Record<string, string>;
	/** Destroy the connection instead of answering (a connection reset). */
	drop?: boolean;
}

/**
 * A real HTTP server on 127.0.0.1 whose answers a test scripts request by request: for transport
 * behaviours (retries, limits, error shapes) that need exact control over each answer.
 */
export async function startScriptedServer(
	answer: (request: ScriptedRequest, index: number) => ScriptedReply,
): Promise<{ baseUrl: string; requests: ScriptedRequest[]; close: () => Promise<void> }> {
	const requests: ScriptedRequest[] = [];
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const request = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString(),
				at: Date.now(),
			};
			requests.push(request);
			const reply = answer(request, requests.length - 1);
			if (reply.drop) {
				req.socket.destroy();
				return;
			}
			res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
			res.end(
				reply.body === undefined
					? undefined
					: typeof reply.body === 'string'
						? reply.body
						: JSON.stringify(reply.body),
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
