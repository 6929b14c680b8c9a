import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import type { OperationModule } from '../../shared/execution/router';
import { readIntegerId } from '../../shared/execution/validation';
import { pathSegment } from '../../shared/transport/paths';
import type { DocumentKind, DocumentKindFacts } from './documentKinds';

/** An operation of a document resource, built for one kind. */
export type Build = (resource: DocumentKind, kind: DocumentKindFacts) => OperationModule;

/** An operation's entry in a document resource's Operation selector; `{s}` and `{p}` name the kind. */
export interface DocumentOperation {
	value: string;
	name: string;
	action: string;
	description: string;
	build: Build;
}

export const idField = (kind: DocumentKindFacts): INodeProperties => ({
	displayName: `${kind.label} ID`,
	name: 'documentId',
	type: 'string',
	default: '',
	required: true,
	description: `ID of the ${kind.singular}`,
});

/** The document ID of an item, as a checked path segment. */
export function documentIdOf(ctx: IExecuteFunctions, kind: DocumentKindFacts, itemIndex: number) {
	const field = `${kind.label} ID`;
	const id = readIntegerId(ctx, itemReader(ctx)('documentId', itemIndex, ''), field, itemIndex);
	return { id, segments: { objectId: pathSegment(ctx, id, field, itemIndex) } };
}

export const shownFor = (
	resource: DocumentKind,
	operation: string,
	properties: INodeProperties[],
) => updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, properties);
