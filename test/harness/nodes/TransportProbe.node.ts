import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { outcomesToItems, runBatches } from '../../../nodes/shared/execution/batching';
import { authentication } from '../../../nodes/shared/execution/descriptions';
import { forEachItem } from '../../../nodes/shared/execution/items';
import { collectPages, nextCursor } from '../../../nodes/shared/transport/pagination';
import type { AnswerShape } from '../../../nodes/shared/transport/answerShape';
import type { Endpoint } from '../../../nodes/shared/transport/endpoints';
import { hubSpotApi } from '../../../nodes/shared/transport/transport';

const auth = authentication(['oAuth2', 'appToken', 'developerApiKey']);

/** What each mode reads from a success answer. */
const MODE_SHAPES: Record<string, AnswerShape> = {
	request: 'object',
	pages: 'page',
	batch: 'batch',
};

/**
 * Test-only node that drives the shared transport, paging and batching directly, so the
 * foundation is tested through the engine before (and independently of) the real nodes.
 */
export class TransportProbe implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Transport Probe',
		name: 'transportProbe',
		group: ['transform'],
		version: 1,
		description: 'Sends requests through the shared transport',
		defaults: { name: 'Transport Probe' },
		inputs: ['main'],
		outputs: ['main'],
		credentials: auth.credentials,
		properties: [
			auth.property,
			{ displayName: 'Mode', name: 'mode', type: 'string', default: 'request' },
			{ displayName: 'Method', name: 'method', type: 'string', default: 'GET' },
			{ displayName: 'Path', name: 'path', type: 'string', default: '/' },
			{ displayName: 'Idempotent', name: 'idempotent', type: 'boolean', default: true },
			{ displayName: 'Search', name: 'search', type: 'boolean', default: false },
			{ displayName: 'Max Per Request', name: 'maxPerRequest', type: 'number', default: 100 },
			{ displayName: 'Limit', name: 'limit', type: 'number', default: 0 },
			// The shape a success answer must have; by default the mode's (see MODE_SHAPES).
			{ displayName: 'Answer', name: 'answer', type: 'string', default: '' },
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const mode = this.getNodeParameter('mode', 0) as string;
		const method = this.getNodeParameter('method', 0) as IHttpRequestMethods;
		// A test endpoint of one path, the same in every version.
		const shape = (this.getNodeParameter('answer', 0) as AnswerShape | '') || MODE_SHAPES[mode];
		const endpoint: Endpoint = {
			legacy: this.getNodeParameter('path', 0) as string,
			answers: { [mode === 'pages' ? 'GET' : method]: shape },
			...(this.getNodeParameter('search', 0, false) ? { limit: 'search' as const } : {}),
		};
		if (mode === 'batch') {
			const inputs = items.map((item, itemIndex) => ({
				itemIndex,
				key: String(item.json.id),
				body: item.json,
			}));
			const outcomes = await runBatches(this.getNode(), inputs, {
				maxPerRequest: this.getNodeParameter('maxPerRequest', 0) as number,
				send: async (chunk) =>
					await hubSpotApi(this, {
						method,
						endpoint,
						body: { inputs: chunk.map((i) => i.body) },
						idempotent: true,
					}),
				resultKeys: (result) => [String(result.id)],
				emptyResult: (input) => ({ id: input.key, done: true }),
			});
			return [outcomesToItems(this, outcomes, (result) => result)];
		}
		if (mode === 'pages') {
			const limit = this.getNodeParameter('limit', 0) as number;
			const records = await collectPages<IDataObject>(
				async (after, pageSize) => {
					const body = await hubSpotApi<{
						results: IDataObject[];
						paging?: { next?: { after?: string } };
					}>(this, {
						method: 'GET',
						endpoint,
						qs: { limit: pageSize, ...(after ? { after } : {}) },
					});
					return { results: body.results, next: nextCursor(body) };
				},
				{ returnAll: limit === 0, limit, maxPageSize: 100 },
			);
			return [records.map((json) => ({ json, pairedItem: { item: 0 } }))];
		}
		return [
			await forEachItem(this, items, async (itemIndex) => {
				const body = await hubSpotApi(this, {
					method,
					endpoint,
					body: method === 'GET' ? undefined : items[itemIndex].json,
					idempotent: this.getNodeParameter('idempotent', itemIndex) as boolean,
					itemIndex,
				});
				return body ?? {};
			}),
		];
	}
}
