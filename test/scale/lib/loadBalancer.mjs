// A load balancer in front of the webhook processors, as users put one there: each request goes to the
// next processor in turn, unchanged (method, path, headers, body). The production webhook URL n8n
// gives HubSpot is this balancer's.
import { createServer, request } from 'node:http';
import { freePort } from '../../../scripts/lib/instance.mjs';

export async function startLoadBalancer(backends) {
	let next = 0;
	const server = createServer((incoming, outgoing) => {
		const backend = new URL(backends[next++ % backends.length]);
		const forwarded = request(
			{ host: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		forwarded.once('error', (error) => {
			if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
			outgoing.end(`load balancer: ${error.message}`);
		});
		incoming.pipe(forwarded);
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
