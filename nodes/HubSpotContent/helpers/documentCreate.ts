import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../shared/execution/descriptions';
import { itemReader } from '../../shared/execution/itemParameters';
import { readIntegerId, requiredString } from '../../shared/execution/validation';
import {
	authorLocator,
	blogLocator,
	documentBody,
	locatorValue,
	optionalDocumentFields,
	TEMPLATE_PATH_DESCRIPTION,
} from './documentFields';
import type { DocumentKindFacts } from './documentKinds';

/** The fields of a new document; `binaryImage`: whether a featured image may come from binary data. */
export const createFields = (kind: DocumentKindFacts, binaryImage: boolean): INodeProperties[] => [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: `The ${kind.singular}'s internal name (and its title unless HTML Title is given)`,
	},
	...(kind.isPost
		? [blogLocator]
		: [
				{
					displayName: 'Template Path',
					name: 'templatePath',
					type: 'string' as const,
					default: '',
					required: true,
					placeholder: 'e.g. @hubspot/growth/templates/paged.html',
					description: TEMPLATE_PATH_DESCRIPTION,
				},
			]),
	{
		displayName: 'Slug',
		name: 'slug',
		type: 'string',
		default: '',
		placeholder: 'e.g. news/launch-day',
		description: 'The path of its URL after the domain; HubSpot makes one from the name when empty',
	},
	...(kind.isPost
		? [
				authorLocator,
				{
					displayName: 'Post Body (HTML)',
					name: 'postBody',
					type: 'string' as const,
					typeOptions: { rows: 8 },
					default: '',
					description: 'The HTML body, sent as given',
				},
			]
		: []),
	additionalFieldsCollection(optionalDocumentFields(kind, binaryImage)),
];

/** HubSpot's body for a new document from an item's fields, each checked. */
export function createdDocumentBody(
	ctx: IExecuteFunctions,
	kind: DocumentKindFacts,
	itemIndex: number,
	additionalFields = itemReader(ctx)('additionalFields', itemIndex, {}) as IDataObject,
): IDataObject {
	const read = itemReader(ctx);
	const given: IDataObject = {
		name: requiredString(ctx, 'name', 'Name', itemIndex),
		slug: read('slug', itemIndex, ''),
		...(kind.isPost
			? {
					blogId: readIntegerId(
						ctx,
						locatorValue(ctx, 'blogId', 'Blog', itemIndex),
						'Blog',
						itemIndex,
					),
					authorId: locatorValue(ctx, 'authorId', 'Author', itemIndex),
					postBody: read('postBody', itemIndex, ''),
				}
			: { templatePath: requiredString(ctx, 'templatePath', 'Template Path', itemIndex) }),
		...additionalFields,
	};
	return documentBody(ctx, given, itemIndex);
}
