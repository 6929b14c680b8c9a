import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { readText, invalidInput } from '../../shared/execution/validation';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { HubSpotContext } from '../../shared/transport/nodeContext';
import { pathSegment, type PathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';

/** A HubDB column as the table's draft describes it. */
export interface HubDbColumn {
	name: string;
	label?: string;
	type: string;
	options?: Array<{ name: string; label?: string }>;
}

/** The HubDB table picker: the account's tables, an ID or a name. */
export const tableLocator: INodeProperties = {
	displayName: 'Table',
	// Not `table`: Update Draft's table is a text field of that name.
	name: 'hubDbTable',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The HubDB table',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchTables', searchable: true },
		},
		{ displayName: 'By ID or Name', name: 'id', type: 'string', placeholder: 'e.g. events' },
	],
};

/** The table an item names (ID or name), as a checked path segment. */
export function tableOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const value = readText(
		ctx,
		itemReader(ctx)('hubDbTable', itemIndex, '', { extractValue: true }),
		'Table',
		itemIndex,
	).trim();
	if (value === '') throw invalidInput(ctx, 'Table', itemIndex, 'must not be empty');
	return pathSegment(ctx, value, 'Table', itemIndex);
}

/** The columns of a table's draft (what row writes are checked against). */
export async function draftColumns(
	ctx: HubSpotContext,
	table: PathSegment,
	itemIndex?: number,
): Promise<HubDbColumn[]> {
	const draft = await hubSpotApi<IDataObject>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.hubDbTableDraft,
		segments: { tableIdOrName: table },
		itemIndex,
	});
	return (draft.columns ?? []) as unknown as HubDbColumn[];
}
