import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { runItemBatches } from '../../../shared/execution/batching';
import type { PathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { recordIdField, recordIdOf } from '../../../shared/crm/fields';
import { recordIdFields } from '../../helpers/recordIdFields';
import { listIdOf } from './lists';

/**
 * Record ids per membership write. HubSpot documents no cap (*uncertain*); 10,000 keeps each request
 * well under its body size limit.
 */
export const MEMBERS_PER_REQUEST = 10_000;

/** What a membership write answers (note HubSpot's spelling `recordsIdsAdded`). */
interface MembershipsUpdate {
	recordsIdsAdded: string[];
	recordIdsRemoved: string[];
	recordIdsMissing: string[];
}

/** Add or remove, and the result of each record id: changed, unchanged (already in / not in), or no such record. */
const KINDS = {
	add: {
		endpoint: ENDPOINTS.listMembersAdd,
		changed: 'recordsIdsAdded',
		results: { changed: 'added', unchanged: 'alreadyMember' },
	},
	remove: {
		endpoint: ENDPOINTS.listMembersRemove,
		changed: 'recordIdsRemoved',
		results: { changed: 'removed', unchanged: 'notMember' },
	},
} as const;

export type MembershipKind = keyof typeof KINDS;

/** The record an item adds or removes: typed, or (version 3 on) picked from the list's object type. */
export const memberRecordIdFields: INodeProperties[] = recordIdFields(
	{
		...recordIdField,
		description: "The record (of the list's object type) this item adds or removes",
	},
	'listId',
);

/**
 * Adds or removes one record per item, grouped per list into requests of up to MEMBERS_PER_REQUEST
 * ids. Every item gets its own result: changed, unchanged, or `notFound` for an id of no record of
 * the list's type.
 */
export async function changeMemberships(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	kind: MembershipKind,
): Promise<INodeExecutionData[]> {
	const { endpoint, changed, results } = KINDS[kind];
	return await runItemBatches(
		ctx,
		items,
		(itemIndex) => {
			const listId = listIdOf(ctx, itemIndex);
			const recordId = recordIdOf(ctx, itemIndex);
			return { key: recordId, body: { recordId }, requestGroup: { listId } };
		},
		({ listId }: { listId: PathSegment }) => ({
			maxPerRequest: MEMBERS_PER_REQUEST,
			send: async (chunk) => {
				const ids = chunk.map((input) => input.key);
				const answer = await hubSpotApi<MembershipsUpdate>(ctx, {
					method: 'PUT',
					endpoint,
					segments: { listId },
					body: ids,
				});
				const done = new Set(answer[changed].map(String));
				const missing = new Set(answer.recordIdsMissing.map(String));
				const resultOf = (id: string) =>
					done.has(id) ? results.changed : missing.has(id) ? 'notFound' : results.unchanged;
				return {
					results: ids.map((recordId) => ({ listId, recordId, result: resultOf(recordId) })),
				};
			},
			resultKeys: (result) => [String(result.recordId)],
		}),
		(result) => result,
	);
}
