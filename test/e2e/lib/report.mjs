// The end-to-end suite's results: one line per check, and a summary file in test/e2e/artifacts for CI
// (.ci/run adds up every summary*.json there).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class Report {
	/** @type {{ name: string, ok: boolean, detail?: string }[]} */
	results = [];

	/**
	 * @param {string} artifactsDir
	 * @param {string} [summaryName]
	 * @param {string} [label]
	 */
	constructor(artifactsDir, summaryName = 'summary', label = 'e2e') {
		this.artifactsDir = artifactsDir;
		this.summaryName = summaryName;
		this.label = label;
	}

	/**
	 * @param {string} name
	 * @param {boolean} ok
	 * @param {string} [detail]
	 */
	check(name, ok, detail = '') {
		this.results.push({ name, ok, ...(detail ? { detail } : {}) });
		console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
		return ok;
	}

	/**
	 * Runs one check: `work` returns a list of problems (empty when it passed) or throws.
	 * @param {string} name
	 * @param {() => Promise<string[] | undefined | void>} work
	 */
	async attempt(name, work) {
		try {
			const problems = (await work()) ?? [];
			return this.check(name, problems.length === 0, problems.join('; '));
		} catch (error) {
			// A failed command says why on stderr, or (n8n execute) on stdout: the error's first line, then their tails.
			const tail = (/** @type {unknown} */ text) =>
				String(text ?? '')
					.split('\n')
					.filter(Boolean)
					.slice(-4)
					.join(' ');
			const said = [
				String(error.message ?? error).split('\n')[0],
				tail(error.stderr),
				tail(error.stdout),
			]
				.filter(Boolean)
				.join(' | ');
			return this.check(name, false, said);
		}
	}

	/** Writes the summary and prints the counts last; returns the exit code. */
	finish() {
		const passed = this.results.filter((r) => r.ok).length;
		const failed = this.results.length - passed;
		mkdirSync(this.artifactsDir, { recursive: true });
		writeFileSync(
			join(this.artifactsDir, `${this.summaryName}.json`),
			JSON.stringify({ passed, failed, results: this.results }, null, 2),
		);
		console.log(`${this.label}: ${passed} passed, ${failed} failed`);
		return failed > 0 || passed === 0 ? 1 : 0;
	}
}
