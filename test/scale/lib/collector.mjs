// Where the trigger workflow reports each event it ran for (an HTTP Request node posts it here), so
// the check counts what started across every worker without reading thousands of stored executions.
import { createServer } from 'node:http';
import { freePort } from '../../../scripts/lib/instance.mjs';

export async function startCollector() {
	/** @type {{ eventId?: unknown }[]} what the workflow posted, one parsed body per event */
	const received = [];
	const server = createServer((req, res) => {
		let body = '';
		req.on('data', (chunk) => (body += chunk));
		req.on('end', () => {
			try {
				received.push(JSON.parse(body));
				res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
			} catch {
				res.writeHead(400).end();
			}
		});
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
	return {
		url: `http://127.0.0.1:${port}/events`,
		received,
		/** How many times each event id was reported. */
		countsByEvent() {
			const counts = new Map();
			for (const { eventId } of received)
				counts.set(String(eventId), (counts.get(String(eventId)) ?? 0) + 1);
			return counts;
		},
		stop: () => new Promise((resolve) => server.close(resolve)),
	};
}
