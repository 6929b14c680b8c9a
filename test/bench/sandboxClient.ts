import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SandboxClient } from '../harness/sandboxClient';
import type { SandboxConfig } from '../sandbox/config';

/** The sandbox running in a child process (off the benchmark's event loop), with the suites' client. */
export class SandboxProcess extends SandboxClient {
	private constructor(
		private readonly child: ChildProcess,
		baseUrl: string,
	) {
		super(baseUrl);
	}

	static async start(config: Partial<SandboxConfig>): Promise<SandboxProcess> {
		const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
		const child = spawn(tsx, [join(__dirname, 'sandboxProcess.ts'), JSON.stringify(config)], {
			stdio: ['ignore', 'pipe', 'inherit'],
		});
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

	async stop(): Promise<void> {
		const exited = new Promise((resolve) => this.child.once('exit', resolve));
		this.child.kill('SIGTERM');
		await exited;
	}
}
