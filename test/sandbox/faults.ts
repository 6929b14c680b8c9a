/** Failures a test asks for: matching requests get a status and body, latency, a reset or bad JSON. */
export interface FaultSpec {
	method?: string;
	/** A substring of the path, or `/regex/`. */
	path?: string;
	status?: number;
	body?: unknown;
	headers?: Record<string, string>;
	latencyMs?: number;
	/** Destroy the connection instead of answering (a connection reset). */
	drop?: boolean;
	/** Answer with a body that is not valid JSON. */
	malformed?: boolean;
	/** How many matching requests it applies to. */
	times?: number;
}

export class Faults {
	private faults: Array<FaultSpec & { left: number }> = [];

	add(spec: FaultSpec): void {
		this.faults.push({ ...spec, left: spec.times ?? 1 });
	}

	clear(): void {
		this.faults = [];
	}

	/** The fault for this request, if any, counted as used. */
	take(method: string, path: string): FaultSpec | undefined {
		const fault = this.faults.find((f) => f.left > 0 && (!f.method || f.method.toUpperCase() === method) && matchesPath(f.path, path));
		if (!fault) return undefined;
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
