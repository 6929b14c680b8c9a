import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readText } from '../../../shared/execution/validation';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';
import { propertyGroup } from '../property/propertyFields';

/** An existing group of the chosen type (the Property operations' group picker). */
export const existingGroup: INodeProperties = {
	...propertyGroup(true),
	description:
		'The property group. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The group an item names, as a path segment. */
export function groupNameOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const name = readText(
		ctx,
		itemReader(ctx)('propertyGroup', itemIndex, ''),
		'Property Group',
		itemIndex,
	).trim();
	return pathSegment(ctx, name, 'Property Group', itemIndex);
}

export const displayOrderField: INodeProperties = {
	displayName: 'Display Order',
	name: 'displayOrder',
	type: 'number',
	default: -1,
	description: 'Position among the groups; -1 puts it after the ordered ones',
};
