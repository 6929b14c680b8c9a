import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { SandboxConfig } from '../sandbox/config';

export interface LoggedRequest {
	method: string;
	path: string;
	status: number;
}

/** The sandbox running in a child process, and the control calls the benchmark needs. */
export class SandboxProcess {
	private constructor(
		private readonly child: ChildProcess,
		readonly baseUrl: string,
	) {}

	static async start(config: Partial<SandboxConfig>): Promise<SandboxProcess> {
		const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
		const child = spawn(tsx, [join(__dirname, 'sandboxProcess.ts'), JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'inherit'] });
		const baseUrl = await new Promise<string>((resolve, reject) => {
			let out = '';
			child.stdout!.on('data', (chunk: Buffer) => {
				out += chunk.toString();
				const ready = /READY (\S+)/.exec(out);
				if (ready) resolve(ready[1]);
			});
			child.on('exit', (code) => reject(new Error(`sandbox exited with code ${code}`)));
		});
		return new SandboxProcess(child, baseUrl);
	}

	async control<T>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await fetch(`${this.baseUrl}/__sandbox/${path}`, {
			method,
			headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		if (!response.ok) throw new Error(`${method} /__sandbox/${path}: HTTP ${response.status} ${await response.text()}`);
		const text = await response.text();
		return (text ? JSON.parse(text) : undefined) as T;
	}

	/** API requests logged since the last `clearLog` (control calls are not logged). */
	async apiRequests(): Promise<LoggedRequest[]> {
		const log = await this.control<LoggedRequest[] | { requests: LoggedRequest[] }>('GET', 'requests');
		return (Array.isArray(log) ? log : log.requests).filter((r) => !r.path.startsWith('/__sandbox'));
	}

	async clearLog(): Promise<void> {
		await this.control('DELETE', 'requests');
	}

	async stop(): Promise<void> {
		const exited = new Promise((resolve) => this.child.once('exit', resolve));
		this.child.kill('SIGTERM');
		await exited;
	}
}
