import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { commaList } from '../../shared/execution/commaList';
import { itemReader } from '../../shared/execution/itemParameters';
import {
	invalidInput,
	parsedJson,
	readIntegerId,
	readText,
} from '../../shared/execution/validation';
import type { DocumentKindFacts } from './documentKinds';
import { featuredImageFields } from './featuredImage';
import { readSlug } from './inputs';

/** A picker of one thing by list search or by ID (`searchMethod` in methods/listSearch.ts). */
export function idLocator(
	name: string,
	displayName: string,
	searchMethod: string,
	description: string,
	required: boolean,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		required,
		default: { mode: 'list', value: '' },
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: searchMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 7000001',
				validation: [
					{ type: 'regex', properties: { regex: '^\\d+$', errorMessage: 'Digits only' } },
				],
			},
		],
	};
}

/** The Blog and Author pickers of a post. */
export const blogLocator = idLocator(
	'blogId',
	'Blog',
	'searchBlogs',
	'The blog the post belongs to',
	true,
);
export const authorLocator = idLocator(
	'authorId',
	'Author',
	'searchAuthors',
	'The blog author shown on the post',
	false,
);

/** HubSpot's content API lists no templates, so the path is typed rather than picked. */
export const TEMPLATE_PATH_DESCRIPTION =
	"Path of the page template as Design Manager shows it (HubSpot's API offers no list of templates to pick from)";

const text = (name: string, displayName: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
});

/** The fields a document write takes besides the ones shown on their own, per kind. */
export function optionalDocumentFields(
	kind: DocumentKindFacts,
	binaryImage: boolean,
): INodeProperties[] {
	const fields: INodeProperties[] = [
		...(binaryImage ? featuredImageFields : []),
		text('featuredImage', 'Featured Image URL', 'URL of the image shown with the ' + kind.singular),
		text(
			'featuredImageAltText',
			'Featured Image Alt Text',
			'Alternative text of the featured image',
		),
		text('htmlTitle', 'HTML Title', 'The title in the browser tab and search results'),
		text('language', 'Language', 'Language code, e.g. en or de'),
		text('metaDescription', 'Meta Description', 'The description search engines show'),
		{
			displayName: 'More Fields (JSON)',
			name: 'moreFields',
			type: 'json',
			default: '{}',
			description: `Any other fields of HubSpot's ${kind.singular} object, sent as given`,
		},
		...(kind.isPost
			? [
					text('postSummary', 'Post Summary', 'The summary shown in blog listings (HTML)'),
					{
						displayName: 'Tag Names or IDs',
						name: 'tagIds',
						type: 'multiOptions' as const,
						typeOptions: { loadOptionsMethod: 'getTags' },
						default: [],
						description:
							'The blog tags of the post. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
					},
				]
			: []),
		...(kind.hasFolders
			? [
					{
						displayName: 'Folder Name or ID',
						name: 'folderId',
						type: 'options' as const,
						typeOptions: { loadOptionsMethod: 'getLandingPageFolders' },
						default: '',
						description:
							'The landing page folder it sits in. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
					},
				]
			: []),
	];
	return fields.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** The fields an Update Draft may change: every field of a create, all optional. */
/** `binaryImage`: whether a featured image may come from binary data (one item at a time, not in batches). */
export function updateDocumentFields(
	kind: DocumentKindFacts,
	binaryImage: boolean,
): INodeProperties[] {
	return [
		...optionalDocumentFields(kind, binaryImage),
		text('name', 'Name', `The ${kind.singular}'s internal name`),
		text('slug', 'Slug', 'The path of its URL after the domain, e.g. news/launch'),
		...(kind.isPost
			? [
					text('blogAuthorId', 'Author ID', 'ID of the blog author'),
					text('contentGroupId', 'Blog ID', 'ID of the blog'),
					{
						...text('postBody', 'Post Body (HTML)', 'The HTML body, sent as given'),
						typeOptions: { rows: 8 },
					},
				]
			: [text('templatePath', 'Template Path', TEMPLATE_PATH_DESCRIPTION)]),
	].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

const TEXT_FIELDS: Record<string, string> = {
	name: 'Name',
	htmlTitle: 'HTML Title',
	metaDescription: 'Meta Description',
	featuredImage: 'Featured Image URL',
	featuredImageAltText: 'Featured Image Alt Text',
	language: 'Language',
	postSummary: 'Post Summary',
	templatePath: 'Template Path',
};

/**
 * HubSpot's document body from the fields an item gives (create's fields and Additional Fields, or
 * Update Fields): each checked, empty ones left out; the HTML body passed as given.
 */
export function documentBody(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): IDataObject {
	const body: IDataObject = {};
	for (const [name, value] of Object.entries(fields)) {
		if (value === '' || value === undefined || value === null) continue;
		if (name in TEXT_FIELDS) body[name] = readText(ctx, value, TEXT_FIELDS[name], itemIndex);
		else if (name === 'slug')
			body.slug = readSlug(ctx, value, 'Slug', itemIndex, { leadingSlash: false });
		else if (name === 'postBody')
			body.postBody = readText(ctx, value, 'Post Body (HTML)', itemIndex);
		else if (name === 'contentGroupId' || name === 'blogId')
			body.contentGroupId = readIntegerId(ctx, value, 'Blog', itemIndex);
		else if (name === 'blogAuthorId' || name === 'authorId')
			body.blogAuthorId = readIntegerId(ctx, value, 'Author', itemIndex);
		else if (name === 'tagIds') {
			const tagIds = commaList(value).map((id) => readIntegerId(ctx, id, 'Tags', itemIndex));
			if (tagIds.length) body.tagIds = tagIds;
		} else if (name === 'folderId') body.folderId = readIntegerId(ctx, value, 'Folder', itemIndex);
		else if (name !== 'moreFields')
			throw invalidInput(ctx, 'Fields', itemIndex, `unknown field "${name}"`);
	}
	const more = parsedJson(ctx, fields.moreFields ?? '', 'More Fields (JSON)', itemIndex, {});
	if (typeof more !== 'object' || more === null || Array.isArray(more))
		throw invalidInput(ctx, 'More Fields (JSON)', itemIndex, 'must be a JSON object');
	return { ...body, ...(more as IDataObject) };
}

/** A resource locator's value for an item ('' when none is chosen). */
export function locatorValue(
	ctx: IExecuteFunctions,
	name: string,
	field: string,
	itemIndex: number,
): string {
	return readText(
		ctx,
		itemReader(ctx)(name, itemIndex, '', { extractValue: true }),
		field,
		itemIndex,
	);
}
