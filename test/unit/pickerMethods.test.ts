import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
	IVersionedNodeType,
} from 'n8n-workflow';
import { packageNodes } from '../harness/nodeTypes';

/**
 * Every picker a node's parameters name exists in the node's `methods`, in every node version: n8n
 * finds the method only there when the editor asks ("has no loadOptions method named …"), so a
 * picker named but not registered fails on screen, not in any execution.
 */

type Child = INodeProperties | INodePropertyOptions | INodePropertyCollection;

/** A node's parameters at every level: collections' options and fixed collections' values too. */
function allParameters(properties: Child[]): INodeProperties[] {
	return properties.flatMap((child) => {
		const nested =
			'values' in child
				? allParameters(child.values)
				: 'options' in child && Array.isArray(child.options)
					? allParameters(child.options as Child[])
					: [];
		return 'type' in child && 'default' in child ? [child, ...nested] : nested;
	});
}

interface PickerReference {
	parameter: string;
	kind: 'loadOptions' | 'listSearch' | 'resourceMapping';
	method: string;
}

function pickersOf(parameter: INodeProperties): PickerReference[] {
	const found: PickerReference[] = [];
	const options = parameter.typeOptions ?? {};
	if (typeof options.loadOptionsMethod === 'string')
		found.push({
			parameter: parameter.name,
			kind: 'loadOptions',
			method: options.loadOptionsMethod,
		});
	const mapper = options.resourceMapper as { resourceMapperMethod?: string } | undefined;
	if (mapper?.resourceMapperMethod)
		found.push({
			parameter: parameter.name,
			kind: 'resourceMapping',
			method: mapper.resourceMapperMethod,
		});
	for (const mode of parameter.modes ?? []) {
		const method = mode.typeOptions?.searchListMethod;
		if (method) found.push({ parameter: parameter.name, kind: 'listSearch', method });
	}
	return found;
}

/** Each node version as n8n registers it: a versioned node's versions, or the node itself. */
function versionsOf(
	node: INodeType | IVersionedNodeType,
): Array<{ label: string; type: INodeType; description: INodeTypeDescription }> {
	if ('nodeVersions' in node) {
		return Object.entries(node.nodeVersions).map(([version, type]) => ({
			label: `${node.description.name} v${version}`,
			type,
			description: type.description,
		}));
	}
	const versions = ([] as number[]).concat(node.description.version);
	return [
		{
			label: `${node.description.name} v${versions.join(',')}`,
			type: node,
			description: node.description,
		},
	];
}

const cases = packageNodes().flatMap(versionsOf);

describe('the pickers named in the nodes’ parameters', () => {
	it('covers every node of the package, and the ones with pickers name some', () => {
		expect(cases.map((c) => c.description.name)).toEqual(
			expect.arrayContaining(['hubSpotCrm', 'hubSpotCrmTrigger', 'hubSpotWebhooks']),
		);
		const named = cases
			.filter((c) => allParameters(c.description.properties).some((p) => pickersOf(p).length > 0))
			.map((c) => c.description.name);
		expect(named).toEqual(
			expect.arrayContaining(['hubSpotCrm', 'hubSpotCrmTrigger', 'hubSpotWebhooks']),
		);
	});

	it.each(cases.map((c) => [c.label, c] as const))(
		'%s: every loadOptions, listSearch and resourceMapper method named is registered',
		(_label, { type, description }) => {
			const methods = (type.methods ?? {}) as Record<string, Record<string, unknown> | undefined>;
			const missing = allParameters(description.properties)
				.flatMap(pickersOf)
				.filter(({ kind, method }) => typeof methods[kind]?.[method] !== 'function')
				.map(({ parameter, kind, method }) => `${parameter}: ${kind}.${method}`);
			expect(missing).toEqual([]);
		},
	);

	it.each(cases.map((c) => [c.label, c] as const))(
		'%s: every loadOptionsDependsOn names a parameter of the node',
		(_label, { description }) => {
			const parameters = allParameters(description.properties);
			const names = new Set(parameters.map((p) => p.name));
			const unknown = parameters.flatMap((p) =>
				((p.typeOptions?.loadOptionsDependsOn ?? []) as string[])
					// `/name` is a top-level parameter; `name.value` a part of one (a resource locator's value).
					.filter((dependency) => !names.has(dependency.replace(/^\//, '').split('.')[0]))
					.map((dependency) => `${p.name} depends on "${dependency}"`),
			);
			expect(unknown).toEqual([]);
		},
	);
});
