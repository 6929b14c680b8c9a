// A load balancer on 127.0.0.1 in front of several n8n processes, as users put one in front of webhook
// processors: each request goes, as it is (method, path, headers, body), to the next process in turn
// (round robin), and its answer comes back as the process gave it. CommonJS, so that the TypeScript
// harness (jest) and the scale test (plain node, ES modules) load this one file; types in loadBalancer.d.cts.
'use strict';
const { createServer, request } = require('node:http');

/** @param {string[]} targets the processes' base URLs, e.g. `http://127.0.0.1:5678` */
async function startLoadBalancer(targets) {
	/** How many requests each process was given, by position. */
	const forwarded = targets.map(() => 0);
	let next = 0;
	const server = createServer((incoming, outgoing) => {
		const position = next++ % targets.length;
		forwarded[position]++;
		const target = new URL(targets[position]);
		const upstream = request(
			{
				host: target.hostname,
				port: target.port,
				method: incoming.method,
				path: incoming.url,
				headers: incoming.headers,
			},
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		upstream.once('error', (error) => {
			if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
			outgoing.end(`load balancer: ${error.message}`);
		});
		incoming.pipe(upstream);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	return {
		// A TCP server's address is an AddressInfo (a string only for a pipe or socket file).
		url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
		forwarded,
		// Kept-alive connections are dropped so that stopping does not wait on them.
		stop: () => {
			server.closeAllConnections();
			return new Promise((resolve) => server.close(() => resolve(undefined)));
		},
	};
}

module.exports = { startLoadBalancer };
