import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../shared/execution/descriptions';
import { itemReader } from '../../shared/execution/itemParameters';
import { forEachCheckedWrite, forEachItem } from '../../shared/execution/items';
import type { ResourceOperations } from '../../shared/execution/router';
import { invalidInput, readText, requiredDateTime } from '../../shared/execution/validation';
import { pagedList } from '../../shared/transport/pagedList';
import { hubSpotApi } from '../../shared/transport/transport';
import { createdDocumentBody, createFields } from './documentCreate';
import { documentBody, updateDocumentFields } from './documentFields';
import { featuredImageUpload } from './featuredImage';
import { DOCUMENT_KINDS, type DocumentKind } from './documentKinds';
import {
	documentIdOf,
	idField,
	shownFor,
	type Build,
	type DocumentOperation,
} from './documentParts';
import { REVISION_OPERATIONS } from './documentRevisions';

/** Posts and pages Return All reads at most; HubSpot's pages hold up to 100. */
const MAX_DOCUMENTS = 10_000;
const PAGE_SIZE = 100;

/** POST {B}: a new document, created as a draft. */
const create: Build = (resource, kind) => ({
	description: shownFor(resource, 'create', createFields(kind, true)),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, async (itemIndex) => {
			const { fields, upload } = await featuredImageUpload(
				this,
				read('additionalFields', itemIndex, {}) as IDataObject,
				itemIndex,
			);
			const body = createdDocumentBody(this, kind, itemIndex, fields);
			return async () =>
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: kind.endpoints.list,
					body: { ...body, ...(await upload?.()) },
					itemIndex,
				});
		});
	},
});

/** GET {B}/{id} (the live version, or the draft before the first publication) or {B}/{id}/draft. */
const get: Build = (resource, kind) => ({
	description: shownFor(resource, 'get', [
		idField(kind),
		{
			displayName: 'Version',
			name: 'version',
			type: 'options',
			options: [
				{
					name: 'Live',
					value: 'live',
					description: 'What visitors see (the draft until it is first published)',
				},
				{ name: 'Draft', value: 'draft', description: 'The draft, with changes not yet published' },
			],
			default: 'live',
		},
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachItem(this, items, async (itemIndex) => {
			const { segments } = documentIdOf(this, kind, itemIndex);
			const draft = read('version', itemIndex, 'live') === 'draft';
			const document = await hubSpotApi(this, {
				method: 'GET',
				endpoint: draft ? kind.endpoints.draft : kind.endpoints.one,
				segments,
				itemIndex,
			});
			return { ...document, version: draft ? 'draft' : 'live' };
		});
	},
});

const FILTERS: Array<{ name: string; displayName: string }> = [
	{ name: 'createdAfter', displayName: 'Created After' },
	{ name: 'createdBefore', displayName: 'Created Before' },
	{ name: 'updatedAfter', displayName: 'Updated After' },
	{ name: 'updatedBefore', displayName: 'Updated Before' },
];

/** GET {B}: documents, filtered by dates and archived, sorted, page by page. */
const getMany: Build = (resource, kind) => ({
	description: shownFor(resource, 'getMany', [
		...returnAllAndLimit({}, MAX_DOCUMENTS),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Archived',
					name: 'archived',
					type: 'boolean',
					default: false,
					description: `Whether to return only archived (deleted) ${kind.plural}`,
				},
				...FILTERS.map(({ name, displayName }) => ({
					displayName,
					name,
					type: 'dateTime' as const,
					default: '',
				})),
				{
					displayName: 'Sort',
					name: 'sort',
					type: 'options',
					options: [
						{ name: 'Created (Newest First)', value: '-created' },
						{ name: 'Created (Oldest First)', value: 'created' },
						{ name: 'Name', value: 'name' },
						{ name: 'Updated (Newest First)', value: '-updated' },
					],
					default: '-created',
				},
			],
		},
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachItem(this, items, async (itemIndex) => {
			const paging = readReturnAllAndLimit(this, itemIndex, MAX_DOCUMENTS);
			const filters = read('filters', itemIndex, {}) as IDataObject;
			const qs: IDataObject = {};
			for (const { name, displayName } of FILTERS)
				if (filters[name] !== undefined && filters[name] !== '')
					qs[name] = new Date(
						requiredDateTime(this, filters[name], displayName, itemIndex),
					).toISOString();
			if (filters.archived === true) qs.archived = true;
			if (typeof filters.sort === 'string') qs.sort = filters.sort;
			return await pagedList<IDataObject>(
				this,
				kind.endpoints.list,
				{ qs, maxPageSize: PAGE_SIZE, itemIndex },
				paging,
			);
		});
	},
});

/** PATCH {B}/{id}/draft: changes the draft only; the live version stays until published. */
const updateDraft: Build = (resource, kind) => ({
	description: shownFor(resource, 'updateDraft', [
		idField(kind),
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: updateDocumentFields(kind, true),
		},
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, async (itemIndex) => {
			const { segments } = documentIdOf(this, kind, itemIndex);
			const { fields, upload } = await featuredImageUpload(
				this,
				read('updateFields', itemIndex, {}) as IDataObject,
				itemIndex,
			);
			const body = documentBody(this, fields, itemIndex);
			if (Object.keys(body).length === 0 && !upload)
				throw invalidInput(this, 'Update Fields', itemIndex, 'give at least one field to change');
			return async () => {
				Object.assign(body, await upload?.());
				const draft = await hubSpotApi(this, {
					method: 'PATCH',
					endpoint: kind.endpoints.draft,
					segments,
					body,
					itemIndex,
				});
				return { ...draft, version: 'draft' };
			};
		});
	},
});

/**
 * POST {B}/schedule `{id, publishDate}`: publishes the draft at a time, or now (HubSpot documents
 * publishing as this call; whether setting `state` on the document also publishes is not documented).
 * The document as it is afterwards is returned: `state` PUBLISHED or SCHEDULED.
 */
const publish: Build = (resource, kind) => ({
	description: shownFor(resource, 'publish', [
		idField(kind),
		{
			displayName: 'When',
			name: 'when',
			type: 'options',
			options: [
				{ name: 'Now', value: 'now' },
				{ name: 'At a Time (Schedule)', value: 'schedule' },
			],
			default: 'now',
		},
		{
			displayName: 'Publish At',
			name: 'publishAt',
			type: 'dateTime',
			default: '',
			required: true,
			description: 'When HubSpot publishes it; must be in the future',
			displayOptions: { show: { when: ['schedule'] } },
		},
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const { id, segments } = documentIdOf(this, kind, itemIndex);
			let publishDate = new Date().toISOString();
			if (read('when', itemIndex, 'now') === 'schedule') {
				const at = requiredDateTime(
					this,
					read('publishAt', itemIndex, ''),
					'Publish At',
					itemIndex,
				);
				if (at <= Date.now())
					throw invalidInput(
						this,
						'Publish At',
						itemIndex,
						`must be in the future, got ${new Date(at).toISOString()}; use When: Now to publish at once`,
					);
				publishDate = new Date(at).toISOString();
			}
			return async () => {
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: kind.endpoints.schedule,
					body: { id, publishDate },
					// Publishing the same draft at the same time again changes nothing.
					idempotent: true,
					itemIndex,
				});
				return await hubSpotApi(this, {
					method: 'GET',
					endpoint: kind.endpoints.one,
					segments,
					itemIndex,
				});
			};
		});
	},
});

/** POST {B}/{id}/draft/push-live: a published document's draft replaces its live version. */
const pushLive: Build = (resource, kind) => ({
	description: shownFor(resource, 'pushLive', [idField(kind)]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const { segments } = documentIdOf(this, kind, itemIndex);
			return async () => {
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: kind.endpoints.pushLive,
					segments,
					idempotent: true,
					itemIndex,
				});
				const live = await hubSpotApi(this, {
					method: 'GET',
					endpoint: kind.endpoints.one,
					segments,
					itemIndex,
				});
				return { ...live, version: 'live' };
			};
		});
	},
});

/** POST {B}/clone `{id, cloneName}`: a new draft copied from the document. */
const clone: Build = (resource, kind) => ({
	description: shownFor(resource, 'clone', [
		idField(kind),
		{
			displayName: 'Clone Name',
			name: 'cloneName',
			type: 'string',
			default: '',
			description: 'Name of the copy; HubSpot names it after the original when empty',
		},
	]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		const read = itemReader(this);
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const { id } = documentIdOf(this, kind, itemIndex);
			const cloneName = readText(this, read('cloneName', itemIndex, ''), 'Clone Name', itemIndex);
			return async () =>
				await hubSpotApi(this, {
					method: 'POST',
					endpoint: kind.endpoints.clone,
					body: { id, ...(cloneName ? { cloneName } : {}) },
					itemIndex,
				});
		});
	},
});

/** DELETE {B}/{id}: archives the document (204). */
const deleteDocument: Build = (resource, kind) => ({
	description: shownFor(resource, 'delete', [idField(kind)]),
	async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
		return await forEachCheckedWrite(this, items, (itemIndex) => {
			const { id, segments } = documentIdOf(this, kind, itemIndex);
			return async () => {
				await hubSpotApi(this, {
					method: 'DELETE',
					endpoint: kind.endpoints.one,
					segments,
					itemIndex,
				});
				return { id, deleted: true };
			};
		});
	},
});

/** The operations every document resource has (sorted into the selector's order with the others). */
const OPERATIONS: DocumentOperation[] = [
	{
		value: 'clone',
		name: 'Clone',
		action: 'Clone a {s}',
		description: 'Copy a {s} into a new draft',
		build: clone,
	},
	{
		value: 'create',
		name: 'Create',
		action: 'Create a draft {s}',
		description: 'Create a {s} as a draft, not yet published',
		build: create,
	},
	{
		value: 'delete',
		name: 'Delete',
		action: 'Delete a {s}',
		description: 'Delete (archive) a {s}, live and draft',
		build: deleteDocument,
	},
	{
		value: 'get',
		name: 'Get',
		action: 'Get a {s} live or draft',
		description: 'Get the live version or the draft of a {s}',
		build: get,
	},
	{
		value: 'getMany',
		name: 'Get Many',
		action: 'Get many {p}',
		description: 'List {p}, filtered by dates or archived',
		build: getMany,
	},
	{
		value: 'publish',
		name: 'Publish or Schedule',
		action: 'Publish or schedule a {s}',
		description: 'Publish the draft of a {s} now or at a future time',
		build: publish,
	},
	{
		value: 'pushLive',
		name: 'Push Draft Live',
		action: 'Push the draft of a published {s} live',
		description: 'Make the draft of a published {s} its live version',
		build: pushLive,
	},
	{
		value: 'updateDraft',
		name: 'Update Draft',
		action: 'Update the draft of a {s}',
		description: 'Change fields of the draft of a {s}; the live version stays',
		build: updateDraft,
	},
];

/**
 * A document resource: its operations for the router and its fields, the selector first; `more` are
 * the operations only this kind has.
 */
export function documentResource(
	resource: DocumentKind,
	more: DocumentOperation[] = [],
): {
	operations: ResourceOperations;
	description: INodeProperties[];
} {
	const kind = DOCUMENT_KINDS[resource];
	const modules = [...OPERATIONS, ...REVISION_OPERATIONS, ...more]
		.sort((a, b) => a.name.localeCompare(b.name))
		.map((op) => ({ ...op, module: op.build(resource, kind) }));
	return {
		operations: Object.fromEntries(modules.map(({ value, module }) => [value, module])),
		description: [
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				displayOptions: { show: { resource: [resource] } },
				options: modules.map(({ value, name, action, description }) => {
					const named = (text: string) =>
						text.replace('{s}', kind.singular).replace('{p}', kind.plural);
					return { name, value, description: named(description), action: named(action) };
				}),
				default: 'create',
			},
			...modules.flatMap(({ module }) => module.description),
		],
	};
}
