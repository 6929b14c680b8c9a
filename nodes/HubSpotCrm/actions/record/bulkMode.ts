import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { boundedInteger } from '../../../shared/execution/validation';

/**
 * Bulk Mode: whether a batch write goes through one CRM import, and Get Many through one export.
 * Its default, Never, keeps every workflow saved before it on the batch requests and list pages.
 */

const DEFAULT_THRESHOLD = 10_000;

export type BulkMode = 'never' | 'auto' | 'always';

const TRADE_OFFS = {
	write:
		"A batch write answers each item at once, but costs one request per 100 items of the account's shared rate limit (1,000,000 items: 10,000 requests). An import is a handful of requests whatever the count, but takes minutes and reports row errors when it is done",
	read: "List pages cost one request per 100 records of the account's shared rate limit (1,000,000 records: 10,000 requests). An export is a handful of requests whatever the count, but takes minutes before the first record arrives, and reads only the records' property values",
};

/** The Bulk Mode field and Auto's threshold, with the trade-off in their descriptions. */
export function bulkModeFields(kind: 'write' | 'read'): INodeProperties[] {
	const bulk = kind === 'write' ? 'one import' : 'one export';
	return [
		{
			displayName: 'Bulk Mode',
			name: 'bulkMode',
			type: 'options',
			noDataExpression: true,
			options: [
				{
					name: 'Never',
					value: 'never',
					description:
						kind === 'write' ? 'Batch requests of 100 items' : 'List pages of 100 records',
				},
				{
					name: 'Auto',
					value: 'auto',
					description: `${bulk[0].toUpperCase()}${bulk.slice(1)} above the Bulk Threshold`,
				},
				{ name: 'Always', value: 'always', description: `Always ${bulk}` },
			],
			default: 'never',
			description: `Whether to go through ${bulk} of HubSpot instead. ${TRADE_OFFS[kind]}.`,
		},
		{
			displayName: 'Bulk Threshold',
			name: 'bulkThreshold',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_THRESHOLD,
			description:
				kind === 'write'
					? `Above this many input items, Auto writes them through ${bulk}. ${TRADE_OFFS[kind]}.`
					: `Above this many records (the Limit, or with Return All the records found), Auto reads them through ${bulk}. ${TRADE_OFFS[kind]}.`,
			displayOptions: { show: { bulkMode: ['auto'] } },
		},
	];
}

/** The Bulk Mode and its threshold (checked) as the first item sets them: one choice per run. */
export function readBulkMode(ctx: IExecuteFunctions): { mode: BulkMode; threshold: number } {
	const read = itemReader(ctx);
	const mode = String(read('bulkMode', 0, 'never')) as BulkMode;
	const threshold =
		mode === 'auto'
			? boundedInteger(
					ctx,
					read('bulkThreshold', 0, DEFAULT_THRESHOLD),
					'Bulk Threshold',
					0,
					1,
					Number.MAX_SAFE_INTEGER,
				)
			: DEFAULT_THRESHOLD;
	return { mode, threshold };
}

/** Whether `count` items or records go the bulk way. */
export const goesBulk = (
	{ mode, threshold }: { mode: BulkMode; threshold: number },
	count: number,
) => mode === 'always' || (mode === 'auto' && count > threshold);
