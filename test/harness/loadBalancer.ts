import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeLoopbackServer, listenOnLoopback } from './loopbackServer';

/**
 * A load balancer in front of several n8n processes, on 127.0.0.1: each request goes, as it is, to
 * the next process in turn (round robin), and its answer comes back as the process gave it.
 */
export class RoundRobinFront {
	/** How many requests each process was given, by position. */
	readonly forwarded: number[];

	private server?: Server;

	private next = 0;

	private baseUrl = '';

	/** @param targets the processes' base URLs, e.g. `http://127.0.0.1:5678` */
	constructor(private readonly targets: string[]) {
		this.forwarded = targets.map(() => 0);
	}

	get url(): string {
		return this.baseUrl;
	}

	async start(): Promise<void> {
		({ server: this.server, baseUrl: this.baseUrl } = await listenOnLoopback((req, res) => this.forward(req, res)));
	}

	async close(): Promise<void> {
		await closeLoopbackServer(this.server);
	}

	private forward(req: IncomingMessage, res: ServerResponse): void {
		const position = this.next++ % this.targets.length;
		this.forwarded[position]++;
		const target = new URL(this.targets[position]);
		const upstream = request(
			{ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		upstream.on('error', () => {
			if (!res.headersSent) res.writeHead(502);
			res.end();
		});
		req.pipe(upstream);
	}
}
