import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../shared/execution/descriptions';
import { forEachCheckedWrite, forEachItem } from '../../shared/execution/items';
import { readIntegerId } from '../../shared/execution/validation';
import { pagedList } from '../../shared/transport/pagedList';
import { pathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { idLocator, locatorValue } from './documentFields';
import type { DocumentKindFacts } from './documentKinds';
import {
	documentIdOf,
	idField,
	shownFor,
	type Build,
	type DocumentOperation,
} from './documentParts';

/** Revisions Return All reads at most; a page holds up to 100. */
const MAX_REVISIONS = 1_000;
const PAGE_SIZE = 100;

/** The revision picker: the chosen document's revisions (methods/listSearch.ts searchRevisions). */
const revisionLocator = idLocator(
	'revisionId',
	'Revision',
	'searchRevisions',
	'The revision: a version the document was published in',
	true,
);

/** The document and revision of an item, as checked path segments. */
function revisionOf(ctx: IExecuteFunctions, kind: DocumentKindFacts, itemIndex: number) {
	const { segments } = documentIdOf(ctx, kind, itemIndex);
	const revisionId = readIntegerId(
		ctx,
		locatorValue(ctx, 'revisionId', 'Revision', itemIndex),
		'Revision',
		itemIndex,
	);
	return {
		...segments,
		revisionId: pathSegment(ctx, revisionId, 'Revision', itemIndex),
	};
}

/** GET {B}/{id}/revisions: the versions a document was published in. */
const getRevisions: Build = (resource, kind) => ({
	description: shownFor(resource, 'getRevisions', [
		idField(kind),
		...returnAllAndLimit({}, MAX_REVISIONS),
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachItem(this, items, async (itemIndex) => {
			const { segments } = documentIdOf(this, kind, itemIndex);
			return await pagedList<IDataObject>(
				this,
				kind.endpoints.revisions,
				{ segments, maxPageSize: PAGE_SIZE, itemIndex },
				readReturnAllAndLimit(this, itemIndex, MAX_REVISIONS),
			);
		});
	},
});

/** GET {B}/{id}/revisions/{revisionId}: one revision, the document as it was in `object`. */
const getRevision: Build = (resource, kind) => ({
	description: shownFor(resource, 'getRevision', [idField(kind), revisionLocator]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachItem(
			this,
			items,
			async (itemIndex) =>
				await hubSpotApi(this, {
					method: 'GET',
					endpoint: kind.endpoints.revision,
					segments: revisionOf(this, kind, itemIndex),
					itemIndex,
				}),
		);
	},
});

/**
 * POST {B}/{id}/revisions/{revisionId}/restore (the live version, itself a new revision) or
 * …/restore-to-draft (the draft only, which a repeat leaves as it is: only that one is retried).
 */
const restore =
	(operation: string, version: 'live' | 'draft'): Build =>
	(resource, kind) => ({
		description: shownFor(resource, operation, [idField(kind), revisionLocator]),
		async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
			return await forEachCheckedWrite(this, items, (itemIndex) => {
				const segments = revisionOf(this, kind, itemIndex);
				return async () => {
					const document = await hubSpotApi(this, {
						method: 'POST',
						endpoint:
							version === 'live'
								? kind.endpoints.restoreRevision
								: kind.endpoints.restoreRevisionToDraft,
						segments,
						idempotent: version === 'draft',
						itemIndex,
					});
					return { ...document, version };
				};
			});
		},
	});

/** The revision operations every document resource has. */
export const REVISION_OPERATIONS: DocumentOperation[] = [
	{
		value: 'getRevisions',
		name: 'Get Many Revisions',
		action: 'Get many revisions of a {s}',
		description: 'List the versions a {s} was published in',
		build: getRevisions,
	},
	{
		value: 'getRevision',
		name: 'Get Revision',
		action: 'Get a revision of a {s}',
		description: 'Get one version a {s} was published in',
		build: getRevision,
	},
	{
		value: 'restoreRevision',
		name: 'Restore Revision',
		action: 'Restore a revision of a {s} live',
		description: 'Make a revision of a {s} its live version again',
		build: restore('restoreRevision', 'live'),
	},
	{
		value: 'restoreRevisionToDraft',
		name: 'Restore Revision to Draft',
		action: 'Restore a revision of a {s} to its draft',
		description: 'Put a revision of a {s} in its draft; the live version stays',
		build: restore('restoreRevisionToDraft', 'draft'),
	},
];
