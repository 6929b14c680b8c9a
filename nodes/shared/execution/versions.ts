import type { DisplayCondition, INodeProperties } from 'n8n-workflow';

/** Node versions a field is shown in: the ones listed, or every version from one on. */
export type NodeVersions = number[] | { from: number };

const versionCondition = (versions: NodeVersions): Array<number | DisplayCondition> =>
	Array.isArray(versions) ? versions : [{ _cnd: { gte: versions.from } }];

/** The one version gate: the fields, shown only in the given versions of the node (n8n's own `@version` display option). */
export function inVersions(
	versions: NodeVersions,
	properties: INodeProperties[],
): INodeProperties[] {
	return properties.map((property) => ({
		...property,
		displayOptions: {
			...property.displayOptions,
			show: { ...property.displayOptions?.show, '@version': versionCondition(versions) },
		},
	}));
}
