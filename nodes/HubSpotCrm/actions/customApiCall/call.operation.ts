import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS, customEndpoint, latestTemplate } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { collectPages, nextCursor } from '../../../shared/transport/pagination';
import { relativePath, type RelativePath } from '../../../shared/transport/paths';
import { hubSpotApi, type HubSpotRequest } from '../../../shared/transport/transport';
import { invalidInput, parsedJson, readText } from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Methods whose repetition leaves the same state: repeated after an ambiguous failure unless told otherwise. */
const REPEATABLE = new Set<string>(['GET', 'PUT']);
const WITH_BODY = ['POST', 'PUT', 'PATCH'];

const show = { resource: ['customApiCall'], operation: ['call'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Method',
		name: 'method',
		type: 'options',
		options: METHODS.map((method) => ({ name: method, value: method })),
		default: 'GET',
	},
	{
		displayName: 'Path',
		name: 'path',
		type: 'string',
		default: '',
		required: true,
		placeholder: latestTemplate(ENDPOINTS.crmRecords).replace('{objectType}', 'contacts'),
		description:
			'Path under the credential\'s API base URL. Full URLs, schemes and ".." are refused, so the credential is only ever sent to HubSpot.',
	},
	{
		displayName: 'Query Parameters',
		name: 'queryParameters',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Parameter',
		default: {},
		options: [
			{
				displayName: 'Parameter',
				name: 'parameters',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
		description: 'A name given more than once is sent once per value',
	},
	{
		displayName: 'Body (JSON)',
		name: 'body',
		type: 'json',
		default: '',
		description: 'The JSON body; empty sends none',
		displayOptions: { show: { method: WITH_BODY } },
	},
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
		hint: 'On: follows paging.next.after to the last page and returns each entry of "results" as an item. Off: returns the answer as it is.',
	},
	{
		displayName: 'Safe to Repeat',
		name: 'safeToRepeat',
		type: 'boolean',
		default: false,
		description:
			'Whether sending the request twice cannot write twice (e.g. a search or a read sent as POST). Only then is it sent again after a timeout, a reset connection or a 502–504.',
		displayOptions: { show: { method: ['POST', 'PATCH', 'DELETE'] } },
	},
];

export const description = updateDisplayOptions({ show }, properties);

function queryOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const collection = read('queryParameters', itemIndex, {}) as {
		parameters?: Array<{ name?: unknown; value?: unknown }>;
	};
	const qs: Record<string, string | string[]> = {};
	for (const parameter of collection.parameters ?? []) {
		const name = readText(ctx, parameter.name, 'Query Parameters', itemIndex).trim();
		if (name === '')
			throw invalidInput(ctx, 'Query Parameters', itemIndex, 'every parameter needs a name');
		const value = readText(ctx, parameter.value, 'Query Parameters', itemIndex);
		const previous = qs[name];
		qs[name] =
			previous === undefined
				? value
				: [...(Array.isArray(previous) ? previous : [previous]), value];
	}
	return qs;
}

/** The answer as items: a list gives one item per entry, no body `{ success: true }`. */
function answerItems(answer: unknown): IDataObject[] {
	if (answer === undefined || answer === null) return [{ success: true }];
	if (Array.isArray(answer))
		return answer.map((entry) =>
			typeof entry === 'object' && entry !== null ? (entry as IDataObject) : { value: entry },
		);
	return [answer as IDataObject];
}

interface PagedAnswer {
	results?: unknown;
	paging?: { next?: { after?: string } };
}

/** Every page's `results`: the cursor goes in the query of a GET, in the body of any other method. */
async function allResults(
	ctx: IExecuteFunctions,
	request: HubSpotRequest,
	path: RelativePath,
	itemIndex: number,
): Promise<IDataObject[]> {
	const withCursor = (after: string | undefined): HubSpotRequest =>
		after === undefined
			? request
			: request.method === 'GET'
				? { ...request, qs: { ...request.qs, after } }
				: { ...request, body: { ...(request.body as IDataObject | undefined), after } };
	// The user's path sets its own page size: the pages are taken as they come.
	return await collectPages(
		async (after) => {
			const answer = await hubSpotApi<PagedAnswer | undefined>(ctx, withCursor(after));
			if (!Array.isArray(answer?.results)) {
				throw invalidInput(
					ctx,
					'Return All',
					itemIndex,
					`the answer to ${request.method} ${path} has no "results" list to page through; turn Return All off`,
				);
			}
			return { results: answerItems(answer.results), next: nextCursor(answer) };
		},
		{ returnAll: true, limit: Number.POSITIVE_INFINITY, maxPageSize: Number.POSITIVE_INFINITY },
	);
}

/** Sends one request per item to a path of the credential's API, through the package's limiter, retries and errors. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const method = readText(
			this,
			read('method', itemIndex),
			'Method',
			itemIndex,
		) as IHttpRequestMethods;
		if (!(METHODS as readonly string[]).includes(method))
			throw invalidInput(this, 'Method', itemIndex, `must be one of ${METHODS.join(', ')}`);
		const path = relativePath(this, read('path', itemIndex, ''), 'Path', itemIndex);
		const body = WITH_BODY.includes(method)
			? parsedJson(this, read('body', itemIndex, ''), 'Body (JSON)', itemIndex, undefined)
			: undefined;
		if (typeof body !== 'object' && body !== undefined)
			throw invalidInput(this, 'Body (JSON)', itemIndex, 'must be a JSON object or list');
		const returnAll = read('returnAll', itemIndex, false) === true;
		if (returnAll && method !== 'GET' && Array.isArray(body)) {
			throw invalidInput(
				this,
				'Body (JSON)',
				itemIndex,
				'must be a JSON object for Return All, which adds the paging cursor to it',
			);
		}
		const safeToRepeat = read('safeToRepeat', itemIndex, false) === true;
		const request: HubSpotRequest = {
			method,
			endpoint: customEndpoint(path, method),
			qs: queryOf(this, itemIndex),
			body: body as HubSpotRequest['body'],
			idempotent: REPEATABLE.has(method) || safeToRepeat,
			itemIndex,
		};
		return async () => {
			return returnAll
				? await allResults(this, request, path, itemIndex)
				: answerItems(await hubSpotApi<unknown>(this, request));
		};
	});
}
