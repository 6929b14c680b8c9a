import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../sandbox/account';
import type { LoggedRequest } from '../sandbox/requestLog';

export type { LoggedRequest };

/**
 * The sandbox as the suites talk to it over HTTP: HubSpot's API with the sandbox's private-app
 * token, its control API under /__sandbox/ (reset, seed, request log), and reads of what it holds.
 * The integration suites (CrmSandbox) and the benchmark (SandboxProcess) build on it.
 */
export class SandboxClient {
	constructor(readonly baseUrl: string) {}

	async call<T = IDataObject>(
		method: string,
		path: string,
		body?: unknown,
		token: string = ACCOUNT.privateAppToken,
	): Promise<{ status: number; body: T }> {
		const response = await fetch(`${this.baseUrl}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${token}`,
				...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
	}

	async control<T = IDataObject>(method: string, path: string, body?: unknown): Promise<T> {
		const { status, body: answer } = await this.call<T>(method, `/__sandbox/${path}`, body);
		if (status >= 400)
			throw new Error(`${method} /__sandbox/${path}: HTTP ${status} ${JSON.stringify(answer)}`);
		return answer;
	}

	/** Puts the state back to the seed and empties the request log. */
	async reset(): Promise<void> {
		await this.control('POST', 'reset');
	}

	/** CRM API requests since the last reset. */
	async requests(): Promise<LoggedRequest[]> {
		const log = await this.control<LoggedRequest[] | { requests: LoggedRequest[] }>(
			'GET',
			'requests',
		);
		return (Array.isArray(log) ? log : log.requests).filter(
			(r) => !r.path.startsWith('/__sandbox'),
		);
	}

	async clearRequests(): Promise<void> {
		await this.control('DELETE', 'requests');
	}

	/** Adds `count` records of a type and returns their ids. */
	async seed(objectType: string, count: number, properties: IDataObject = {}): Promise<string[]> {
		const answer = await this.control<{ ids: Array<string | number> }>('POST', 'seed', {
			objectType,
			count,
			properties,
		});
		return answer.ids.map(String);
	}

	/**
	 * Appends `count` journal events of `action` on records `firstObjectId`, `firstObjectId + 1`, ... of a
	 * type for every subscription asking for them (no CRM write behind them); returns those subscriptions.
	 */
	async appendJournalEvents(
		objectTypeId: string,
		action: 'CREATE' | 'DELETE' | 'RESTORE',
		count: number,
		firstObjectId = 1,
	): Promise<number[]> {
		const answer = await this.control<{ subscriptionIds: number[] }>('POST', 'journal/events', {
			objectTypeId,
			action,
			count,
			firstObjectId,
		});
		return answer.subscriptionIds;
	}

	/** Ids of the first `count` records of a type, straight from the API. */
	async ids(objectType: string, count: number): Promise<string[]> {
		const { body } = await this.call<{ results: Array<{ id: string }> }>(
			'GET',
			`/crm/v3/objects/${objectType}?limit=${count}`,
		);
		return body.results.map((r) => r.id);
	}

	async record(
		objectType: string,
		id: string,
		properties: string[] = [],
		archived = false,
	): Promise<{ status: number; body: IDataObject }> {
		const qs = new URLSearchParams({
			...(properties.length ? { properties: properties.join(',') } : {}),
			...(archived ? { archived: 'true' } : {}),
		});
		return await this.call('GET', `/crm/v3/objects/${objectType}/${id}?${qs}`);
	}

	/** Properties of many records of a type, by id, read with batch reads of 100. */
	async records(
		objectType: string,
		ids: string[],
		properties: string[],
	): Promise<Map<string, IDataObject>> {
		const found = new Map<string, IDataObject>();
		for (let start = 0; start < ids.length; start += 100) {
			const inputs = ids.slice(start, start + 100).map((id) => ({ id }));
			const { body } = await this.call<{ results: Array<{ id: string; properties: IDataObject }> }>(
				'POST',
				`/crm/v3/objects/${objectType}/batch/read`,
				{ inputs, properties },
			);
			for (const record of body.results) found.set(record.id, record.properties);
		}
		return found;
	}
}
