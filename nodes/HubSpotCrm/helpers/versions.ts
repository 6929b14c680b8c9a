import type { INodeProperties } from 'n8n-workflow';

/** The fields, shown only in the given versions of the node. */
export function inVersions(versions: number[], properties: INodeProperties[]): INodeProperties[] {
	return properties.map((property) => ({
		...property,
		displayOptions: { ...property.displayOptions, show: { ...property.displayOptions?.show, '@version': versions } },
	}));
}

/** Version 1 takes properties through the fixed collection, JSON or Auto-Map; version 2 through n8n's resource mapper. */
export const FIXED_COLLECTION_VERSIONS = [1];
export const MAPPER_VERSIONS = [2];
