import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { boundedInteger, invalidInput, readText } from '../../../shared/execution/validation';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';
import { readSlug } from '../../helpers/inputs';

/** The switches of a redirect, by HubSpot's names. */
const FLAGS: Array<{ name: string; displayName: string; description: string }> = [
	{
		name: 'isMatchFullUrl',
		displayName: 'Match Full URL',
		description: 'Whether the route prefix is a whole URL with its domain',
	},
	{
		name: 'isMatchQueryString',
		displayName: 'Match Query String',
		description: 'Whether the query string must match too',
	},
	{
		name: 'isOnlyAfterNotFound',
		displayName: 'Only After Not Found',
		description: 'Whether to redirect only when the page does not exist',
	},
	{
		name: 'isPattern',
		displayName: 'Is Pattern',
		description: 'Whether the route prefix is a pattern with wildcards',
	},
	{
		name: 'isProtocolAgnostic',
		displayName: 'Protocol Agnostic',
		description: 'Whether http and https both match',
	},
	{
		name: 'isTrailingSlashOptional',
		displayName: 'Trailing Slash Optional',
		description: 'Whether a trailing slash may be there or not',
	},
];

export const redirectIdField: INodeProperties = {
	displayName: 'Redirect ID',
	name: 'redirectId',
	type: 'string',
	default: '',
	required: true,
	description: 'ID of the URL redirect',
};

/** The fields of a redirect: route prefix and destination first, the rest optional. */
export function redirectFields(required: boolean): INodeProperties[] {
	const optional: INodeProperties[] = [
		{
			displayName: 'Precedence',
			name: 'precedence',
			type: 'number',
			default: 0,
			description: 'Lower wins when several redirects match',
		},
		{
			displayName: 'Redirect Style',
			name: 'redirectStyle',
			type: 'options',
			options: [
				{ name: '301 (Permanent)', value: 301 },
				{ name: '302 (Temporary)', value: 302 },
			],
			default: 301,
		},
		...FLAGS.map((flag) => ({ ...flag, type: 'boolean' as const, default: false })),
	];
	const main: INodeProperties[] = [
		{
			displayName: 'Route Prefix',
			name: 'routePrefix',
			type: 'string',
			default: '',
			placeholder: 'e.g. /old-page',
			description: 'The path to redirect from',
		},
		{
			displayName: 'Destination',
			name: 'destination',
			type: 'string',
			default: '',
			placeholder: 'e.g. /new-page or https://example.com/new',
			description: 'Where visitors are sent: a path or an http(s) URL',
		},
	];
	return required
		? [
				...main.map((field) => ({ ...field, required: true })),
				{
					displayName: 'Options',
					name: 'options',
					type: 'collection',
					placeholder: 'Add Option',
					default: {},
					options: optional,
				},
			]
		: [
				{
					displayName: 'Update Fields',
					name: 'options',
					type: 'collection',
					placeholder: 'Add Field',
					default: {},
					options: [...main, ...optional],
				},
			];
}

/** A destination: a path on the site (checked like a slug) or an http(s) URL. */
function readDestination(ctx: IExecuteFunctions, value: unknown, itemIndex: number): string {
	const text = readText(ctx, value, 'Destination', itemIndex).trim();
	if (/^https?:\/\//i.test(text)) {
		try {
			return new URL(text).toString();
		} catch {
			throw invalidInput(ctx, 'Destination', itemIndex, `is not a valid URL: "${text}"`);
		}
	}
	return readSlug(ctx, text, 'Destination', itemIndex, { leadingSlash: true });
}

/** The redirect fields an item gives, checked, by HubSpot's names. */
export function redirectBody(
	ctx: IExecuteFunctions,
	itemIndex: number,
	required: boolean,
): IDataObject {
	const read = itemReader(ctx);
	const given: IDataObject = {
		...(required
			? {
					routePrefix: read('routePrefix', itemIndex, ''),
					destination: read('destination', itemIndex, ''),
				}
			: {}),
		...(read('options', itemIndex, {}) as IDataObject),
	};
	const body: IDataObject = {};
	if (given.routePrefix !== undefined)
		body.routePrefix = readSlug(ctx, given.routePrefix, 'Route Prefix', itemIndex, {
			leadingSlash: true,
		});
	if (given.destination !== undefined)
		body.destination = readDestination(ctx, given.destination, itemIndex);
	if (given.redirectStyle !== undefined) body.redirectStyle = Number(given.redirectStyle);
	else if (required) body.redirectStyle = 301;
	if (given.precedence !== undefined)
		body.precedence = boundedInteger(
			ctx,
			given.precedence,
			'Precedence',
			itemIndex,
			0,
			1_000_000_000,
		);
	for (const flag of FLAGS)
		if (given[flag.name] !== undefined) body[flag.name] = given[flag.name] === true;
	return body;
}

/** The redirect ID of an item, as a checked path segment. */
export function redirectIdOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const id = readText(
		ctx,
		itemReader(ctx)('redirectId', itemIndex, ''),
		'Redirect ID',
		itemIndex,
	).trim();
	if (!/^\d+$/.test(id))
		throw invalidInput(ctx, 'Redirect ID', itemIndex, `must be digits only, got "${id}"`);
	return pathSegment(ctx, id, 'Redirect ID', itemIndex);
}
