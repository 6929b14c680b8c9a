// Peak resident memory of another process (n8n's main process) over one measured run, from
// /proc/<pid>/status. Writing 5 to /proc/<pid>/clear_refs resets its high-water mark (VmHWM), so the
// peak is the run's own, not n8n's start-up; where that is refused, VmRSS is sampled instead.
import { readFileSync, writeFileSync } from 'node:fs';

const statusKb = (pid, field) =>
	Number(
		new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
			readFileSync(`/proc/${pid}/status`, 'utf8'),
		)?.[1] ?? 0,
	);

export class PeakRss {
	constructor(pid) {
		this.pid = pid;
	}

	/** The process's resident memory now, in kB. */
	static currentKb(pid) {
		return statusKb(pid, 'VmRSS');
	}

	start() {
		try {
			writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
			this.highWaterMarkIsRuns = true;
		} catch {
			this.highWaterMarkIsRuns = false;
		}
		this.sampledKb = statusKb(this.pid, 'VmRSS');
		this.sampler = setInterval(
			() => (this.sampledKb = Math.max(this.sampledKb, statusKb(this.pid, 'VmRSS'))),
			50,
		);
	}

	/** The peak in MB, and how it was read. */
	stop() {
		clearInterval(this.sampler);
		const sampledKb = Math.max(this.sampledKb, statusKb(this.pid, 'VmRSS'));
		const kb = this.highWaterMarkIsRuns
			? Math.max(sampledKb, statusKb(this.pid, 'VmHWM'))
			: sampledKb;
		return {
			peakRssMb: Math.round(kb / 1024),
			peakRssSource: this.highWaterMarkIsRuns ? 'VmHWM' : 'VmRSS sampled every 50 ms',
		};
	}
}
