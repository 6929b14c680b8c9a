import type { IExecuteFunctions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { readText } from '../../../shared/execution/validation';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';

/** The property an item names (Property Name or ID), as a path segment. */
export function propertyNameOf(ctx: IExecuteFunctions, itemIndex: number): PathSegment {
	const name = readText(
		ctx,
		itemReader(ctx)('propertyName', itemIndex, ''),
		'Property Name or ID',
		itemIndex,
	).trim();
	return pathSegment(ctx, name, 'Property Name or ID', itemIndex);
}
