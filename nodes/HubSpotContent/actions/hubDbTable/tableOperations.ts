import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	optionsCollection,
	readReturnAllAndLimit,
	returnAllAndLimit,
} from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite, forEachItem } from '../../../shared/execution/items';
import type { OperationModule } from '../../../shared/execution/router';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../../shared/transport/endpoints';
import { pagedList } from '../../../shared/transport/pagedList';
import { hubSpotApi } from '../../../shared/transport/transport';
import { tableLocator, tableOf } from '../../helpers/hubDbTables';
import { columnsField, columnsOf, readName, tableSwitches } from './tableFields';

/** Tables Return All reads at most. */
const MAX_TABLES = 1000;

const shown = (operation: string, properties: INodeProperties[]) =>
	updateDisplayOptions({ show: { resource: ['hubDbTable'], operation: [operation] } }, properties);

const versionField: INodeProperties = {
	displayName: 'Version',
	name: 'version',
	type: 'options',
	options: [
		{ name: 'Live', value: 'live', description: 'What is published' },
		{ name: 'Draft', value: 'draft', description: 'With the changes not yet published' },
	],
	default: 'live',
};

const labelled = (table: IDataObject, version: 'live' | 'draft') => ({ ...table, version });

/** One call per item on the chosen table, answered with the table in the version it returns. */
function tableCall(
	operation: string,
	endpoint: Endpoint,
	method: 'POST' | 'DELETE',
	version: 'live' | 'draft',
	extra: INodeProperties[] = [],
	bodyOf?: (ctx: IExecuteFunctions, itemIndex: number) => IDataObject,
): OperationModule {
	return {
		description: shown(operation, [tableLocator, ...extra]),
		async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
			return await forEachCheckedWrite(this, items, (itemIndex) => {
				const table = tableOf(this, itemIndex);
				const body = bodyOf?.(this, itemIndex);
				return async () => {
					const answer = await hubSpotApi(this, {
						method,
						endpoint,
						segments: { tableIdOrName: table },
						body,
						itemIndex,
					});
					return method === 'DELETE'
						? { table: decodeURIComponent(table), deleted: true }
						: labelled(answer, version);
				};
			});
		},
	};
}

/** POST /tables: a new table (a draft until published). */
export const create: OperationModule = {
	description: shown('create', [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			required: true,
			description: 'Lowercase letters, digits and _; used in the API and in HubL',
		},
		{
			displayName: 'Label',
			name: 'label',
			type: 'string',
			default: '',
			required: true,
			description: 'The name shown in HubSpot',
		},
		columnsField,
		optionsCollection(tableSwitches),
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const options = read('options', itemIndex, {}) as IDataObject;
			const label = readText(this, read('label', itemIndex, ''), 'Label', itemIndex).trim();
			if (label === '') throw invalidInput(this, 'Label', itemIndex, 'must not be empty');
			const name = readName(this, read('name', itemIndex, ''), 'Name', itemIndex);
			const columns = columnsOf(this, itemIndex);
			return async () => {
				const table = await hubSpotApi(this, {
					method: 'POST',
					endpoint: ENDPOINTS.hubDbTables,
					// HubSpot's spec requires the switches: the ones not given are sent off.
					body: {
						name,
						label,
						columns,
						useForPages: options.useForPages === true,
						allowPublicApiAccess: options.allowPublicApiAccess === true,
						allowChildTables: false,
						enableChildTablePages: false,
						dynamicMetaTags: {},
					},
					itemIndex,
				});
				return labelled(table, 'draft');
			};
		});
	},
};

/** GET /tables/{t} (live) or /tables/{t}/draft. */
export const get: OperationModule = {
	description: shown('get', [tableLocator, versionField]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachItem(this, items, async (itemIndex) => {
			const draft = read('version', itemIndex, 'live') === 'draft';
			const table = await hubSpotApi(this, {
				method: 'GET',
				endpoint: draft ? ENDPOINTS.hubDbTableDraft : ENDPOINTS.hubDbTable,
				segments: { tableIdOrName: tableOf(this, itemIndex) },
				itemIndex,
			});
			return labelled(table, draft ? 'draft' : 'live');
		});
	},
};

/** GET /tables (published tables) or /tables/draft (every table's draft). */
export const getMany: OperationModule = {
	description: shown('getMany', [versionField, ...returnAllAndLimit({}, MAX_TABLES)]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachItem(this, items, async (itemIndex) => {
			const draft = read('version', itemIndex, 'live') === 'draft';
			const paging = readReturnAllAndLimit(this, itemIndex, MAX_TABLES);
			const tables = await pagedList(
				this,
				draft ? ENDPOINTS.hubDbTablesDraft : ENDPOINTS.hubDbTables,
				{ maxPageSize: 100, itemIndex },
				paging,
			);
			return tables.map((table) => labelled(table, draft ? 'draft' : 'live'));
		});
	},
};

/** PATCH /tables/{t}/draft: label, switches, and (when given) the whole column list. */
export const updateDraft: OperationModule = {
	description: shown('updateDraft', [
		tableLocator,
		optionsCollection([
			{ displayName: 'Label', name: 'label', type: 'string', default: '' },
			...tableSwitches,
		]),
		{ ...columnsField, description: 'When given, the columns of the draft become these' },
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const options = read('options', itemIndex, {}) as IDataObject;
			const columns = columnsOf(this, itemIndex);
			const body: IDataObject = { ...options, ...(columns.length ? { columns } : {}) };
			if (Object.keys(body).length === 0)
				throw invalidInput(this, 'Options', itemIndex, 'give at least one thing to change');
			const tableIdOrName = tableOf(this, itemIndex);
			return async () => {
				const table = await hubSpotApi(this, {
					method: 'PATCH',
					endpoint: ENDPOINTS.hubDbTableDraft,
					segments: { tableIdOrName },
					body,
					itemIndex,
				});
				return labelled(table, 'draft');
			};
		});
	},
};

/** POST /tables/{t}/draft/publish: the draft (columns and rows) becomes the live table. */
export const publishDraft = tableCall('publishDraft', ENDPOINTS.hubDbTablePublish, 'POST', 'live');

/** POST /tables/{t}/unpublish: the live table is taken down; the draft stays. */
export const unpublish = tableCall('unpublish', ENDPOINTS.hubDbTableUnpublish, 'POST', 'draft');

/** POST /tables/{t}/draft/clone: a new table from the draft, with or without its rows. */
export const clone = tableCall(
	'clone',
	ENDPOINTS.hubDbTableClone,
	'POST',
	'draft',
	[
		{
			displayName: 'New Name',
			name: 'newName',
			type: 'string',
			default: '',
			required: true,
			description: 'Lowercase letters, digits and _',
		},
		{ displayName: 'New Label', name: 'newLabel', type: 'string', default: '' },
		{
			displayName: 'Copy Rows',
			name: 'copyRows',
			type: 'boolean',
			default: true,
			description: "Whether to copy the draft's rows",
		},
	],
	(ctx, itemIndex) => {
		const read = itemReader(ctx);
		const newLabel = readText(ctx, read('newLabel', itemIndex, ''), 'New Label', itemIndex).trim();
		return {
			newName: readName(ctx, read('newName', itemIndex, ''), 'New Name', itemIndex),
			...(newLabel ? { newLabel } : {}),
			copyRows: read('copyRows', itemIndex, true) === true,
			isHubspotDefined: false,
		};
	},
);

/** DELETE /tables/{t}: the table, live and draft. */
export const deleteTable = tableCall('delete', ENDPOINTS.hubDbTable, 'DELETE', 'live');
