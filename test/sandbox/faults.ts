/**
 * Failures a test asks for. A fault either replaces the answer (`status` and `body`, a dropped
 * connection, bad JSON) or, with `apply`, lets the request be handled (and written) as usual and
 * then spoils the answer on its way back (dropped, cut short, reset in the middle of the body).
 */
export interface FaultSpec {
	method?: string;
	/** A substring of the path, or `/regex/`. */
	path?: string;
	/** Answer with this status (and `body`) instead of handling the request. */
	status?: number;
	/** A string is sent as it is (with `contentType`, text/html by default); anything else as JSON. */
	body?: unknown;
	/** Content type of the injected answer, e.g. `text/html` or `application/json` on a 200. */
	contentType?: string;
	headers?: Record<string, string>;
	latencyMs?: number;
	/**
	 * Handle the request first (the write happens), then spoil the answer with the options below, or
	 * answer `status` (and `body`) in its place: a gateway's 504 after the service applied the request.
	 */
	apply?: boolean;
	/** Destroy the connection instead of answering (a connection reset before any answer). */
	drop?: boolean;
	/** The body ends, cleanly, after this many bytes: a cut-off answer. */
	truncateAfter?: number;
	/** The connection is destroyed after this many bytes of the body: a reset in the middle of the answer. */
	resetAfter?: number;
	/**
	 * The whole body's length is declared, and the connection is closed (FIN, no reset) after this many
	 * bytes of it: a host whose connection ends early, cleanly.
	 */
	closeAfter?: number;
	/** Answer with a body that is not valid JSON. */
	malformed?: boolean;
	/** How many matching requests it applies to. */
	times?: number;
	/** How many matching requests pass untouched before it applies (e.g. 1: from the second page on). */
	skip?: number;
}

/**
 * How a fault spoils an answer already produced, after some bytes of its body: `truncate` ends the
 * answer there (its length says so), `close` closes the connection short of the length declared,
 * `reset` resets it.
 */
export interface AnswerCut {
	afterBytes: number;
	how: 'truncate' | 'close' | 'reset';
}

/** The cut a fault asks for, if any. */
export function cutOf(fault: FaultSpec | undefined): AnswerCut | undefined {
	if (fault?.resetAfter !== undefined) return { afterBytes: fault.resetAfter, how: 'reset' };
	if (fault?.closeAfter !== undefined) return { afterBytes: fault.closeAfter, how: 'close' };
	if (fault?.truncateAfter !== undefined)
		return { afterBytes: fault.truncateAfter, how: 'truncate' };
	return undefined;
}

export class Faults {
	private faults: Array<FaultSpec & { left: number; toSkip: number }> = [];

	add(spec: FaultSpec): void {
		this.faults.push({ ...spec, left: spec.times ?? 1, toSkip: spec.skip ?? 0 });
	}

	clear(): void {
		this.faults = [];
	}

	/** The fault for this request, if any, counted as used. */
	take(method: string, path: string): FaultSpec | undefined {
		const fault = this.faults.find(
			(f) =>
				f.left > 0 && (!f.method || f.method.toUpperCase() === method) && matchesPath(f.path, path),
		);
		if (!fault) return undefined;
		if (fault.toSkip > 0) {
			fault.toSkip--;
			return undefined;
		}
		fault.left--;
		this.faults = this.faults.filter((f) => f.left > 0);
		return fault;
	}
}

function matchesPath(pattern: string | undefined, path: string): boolean {
	if (!pattern) return true;
	const regex = /^\/(.+)\/$/.exec(pattern);
	return regex ? new RegExp(regex[1]).test(path) : path.includes(pattern);
}
