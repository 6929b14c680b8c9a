/** What the sandbox received, for assertions, with every secret replaced. */
export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	status: number;
	callerKind: string;
	/** Whether an Authorization header came (a public form submission sends none). */
	authorizationSent?: boolean;
	body?: unknown;
	at: number;
	/** What an injected fault did to the answer (dropped, cut, reset), when one did. */
	fault?: string;
}

const SECRET_FIELDS = new Set([
	'hapikey',
	'client_secret',
	'clientSecret',
	'code',
	'refresh_token',
	'access_token',
	'token',
]);

function redact(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(redact);
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? '[redacted]' : redact(v)]),
		);
	}
	return value;
}

/** Tokens travel in the paths of the access-token metadata and refresh-token endpoints. */
const redactPath = (path: string) =>
	path.replace(/^(\/oauth\/v1\/(?:access|refresh)-tokens\/)[^/]+/, '$1[redacted]');

export class RequestLog {
	private entries: LoggedRequest[] = [];

	add(
		entry: Omit<LoggedRequest, 'query' | 'path'> & { path: string; query: URLSearchParams },
	): void {
		this.entries.push({
			...entry,
			path: redactPath(entry.path),
			query: redact(Object.fromEntries(entry.query)) as Record<string, string>,
			body: redact(entry.body),
		});
	}

	all(): LoggedRequest[] {
		return this.entries;
	}

	clear(): void {
		this.entries = [];
	}
}
