import type { INodeProperties, INodeType, IVersionedNodeType } from 'n8n-workflow';
import { packageNodes } from '../harness/nodeTypes';

/** Every `loadOptionsMethod` named anywhere in a list of parameters (collections and fixed collections included). */
function namedPickers(properties: ReadonlyArray<INodeProperties | { values?: INodeProperties[]; options?: unknown[] }>): string[] {
	return properties.flatMap((property) => {
		const own = (property as INodeProperties).typeOptions?.loadOptionsMethod;
		const nested = [...((property as { values?: INodeProperties[] }).values ?? []), ...(((property as { options?: unknown[] }).options ?? []) as INodeProperties[])].filter(
			(child) => typeof child === 'object' && child !== null && ('type' in child || 'values' in child),
		);
		return [...(own ? [own] : []), ...namedPickers(nested)];
	});
}

const versions = (node: INodeType | IVersionedNodeType): INodeType[] => ('nodeVersions' in node ? Object.values(node.nodeVersions) : [node]);

describe('CRM Events Trigger pickers', () => {
	const journal = packageNodes().flatMap(versions).find((node) => node.description.name === 'hubSpotJournalTrigger')!;

	it('every loadOptionsMethod its parameters name is one of its methods: the object type and property pickers', () => {
		const named = new Set(namedPickers(journal.description.properties));
		expect(named).toEqual(new Set(['getObjectTypes', 'getProperties']));
		expect([...named].filter((name) => !Object.keys(journal.methods?.loadOptions ?? {}).includes(name))).toEqual([]);
	});
});
