import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import {
	runItemBatches,
	sendInputs,
	type BatchPlan,
	type PreparedBatchInput,
} from '../../../shared/execution/batching';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput } from '../../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../../shared/transport/endpoints';
import { createdDocumentBody, createFields } from '../../helpers/documentCreate';
import { documentBody, updateDocumentFields } from '../../helpers/documentFields';
import { DOCUMENT_KINDS } from '../../helpers/documentKinds';
import {
	documentIdOf,
	idField,
	shownFor,
	type DocumentOperation,
} from '../../helpers/documentParts';
import { pairedByPosition } from '../../helpers/pairedByPosition';
import { hubSpotApi } from '../../../shared/transport/transport';

/** Posts per batch request (HubSpot's batch maximum). */
const MAX_POSTS_PER_BATCH = 100;

const kind = DOCUMENT_KINDS.blogPost;

interface PostBatch {
	operation: string;
	endpoint: Endpoint;
	/** The item's part of the request: its key (the post ID, or the item for a create) and body. */
	prepare: (ctx: IExecuteFunctions, itemIndex: number) => PreparedBatchInput<string>;
	/** Repeating the request cannot write twice (an update of the same fields, an archive). */
	idempotent: boolean;
	/** How the output names the version a result is. */
	version: 'draft' | 'live';
}

/**
 * A batch operation on blog posts: one post per item, up to 100 per request; every item is checked
 * before the first request, and each gets its result or its error item (HubSpot's 207 names them).
 */
function postBatch(batch: PostBatch): DocumentOperation['build'] {
	return (resource) => ({
		description: shownFor(
			resource,
			batch.operation,
			batch.operation === 'batchCreate'
				? createFields(kind, false)
				: [
						idField(kind),
						...(batch.operation === 'batchUpdate'
							? [
									{
										displayName: 'Update Fields',
										name: 'updateFields',
										type: 'collection' as const,
										placeholder: 'Add Field',
										default: {},
										options: updateDocumentFields(kind, false),
									},
								]
							: []),
					],
		),
		async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
			const createKeys = new WeakMap<IDataObject, string>();
			const isCreate = batch.operation === 'batchCreate';
			const isArchive = batch.operation === 'batchDelete';
			return await runItemBatches(
				this,
				items,
				(itemIndex) => batch.prepare(this, itemIndex),
				(): BatchPlan => {
					const send = sendInputs(this, batch.endpoint, {}, { idempotent: batch.idempotent });
					return {
						maxPerRequest: MAX_POSTS_PER_BATCH,
						// Archive sends the IDs themselves; a create's results name no input: paired by position.
						send: isCreate
							? pairedByPosition(send, createKeys)
							: isArchive
								? async (chunk) =>
										await hubSpotApi(this, {
											method: 'POST',
											endpoint: batch.endpoint,
											body: { inputs: chunk.map((input) => input.key) },
											idempotent: batch.idempotent,
										})
								: send,
						resultKeys: (result) =>
							isCreate ? [createKeys.get(result) ?? ''] : [String(result.id)],
						emptyResult: isArchive ? (input) => ({ id: input.key, deleted: true }) : undefined,
					};
				},
				(result) => (isArchive ? result : { ...result, version: batch.version }),
			);
		},
	});
}

/** Batch Create, Batch Update and Batch Delete of blog posts. */
export const POST_BATCH_OPERATIONS: DocumentOperation[] = [
	{
		value: 'batchCreate',
		name: 'Batch Create',
		action: 'Batch create draft {p}',
		description: 'Create {p} as drafts, one per item, up to 100 per request',
		build: postBatch({
			operation: 'batchCreate',
			endpoint: ENDPOINTS.blogPostsBatchCreate,
			prepare: (ctx, itemIndex) => ({
				key: String(itemIndex),
				body: createdDocumentBody(ctx, kind, itemIndex),
				requestGroup: '',
			}),
			idempotent: false,
			version: 'draft',
		}),
	},
	{
		value: 'batchDelete',
		name: 'Batch Delete',
		action: 'Batch delete {p}',
		description: 'Delete (archive) {p} by ID, one per item, up to 100 per request',
		build: postBatch({
			operation: 'batchDelete',
			endpoint: ENDPOINTS.blogPostsBatchArchive,
			prepare: (ctx, itemIndex) => ({
				key: documentIdOf(ctx, kind, itemIndex).id,
				body: {},
				requestGroup: '',
			}),
			idempotent: true,
			version: 'live',
		}),
	},
	{
		value: 'batchUpdate',
		name: 'Batch Update Live',
		action: 'Batch update live {p}',
		description:
			'Change fields of {p} by ID, one per item, up to 100 per request; like HubSpot’s batch update, this edits the live version',
		build: postBatch({
			operation: 'batchUpdate',
			endpoint: ENDPOINTS.blogPostsBatchUpdate,
			prepare: (ctx, itemIndex) => {
				const { id } = documentIdOf(ctx, kind, itemIndex);
				const fields = documentBody(
					ctx,
					itemReader(ctx)('updateFields', itemIndex, {}) as IDataObject,
					itemIndex,
				);
				if (Object.keys(fields).length === 0)
					throw invalidInput(ctx, 'Update Fields', itemIndex, 'give at least one field to change');
				return { key: id, body: { id, ...fields }, requestGroup: '' };
			},
			idempotent: true,
			version: 'live',
		}),
	},
];
