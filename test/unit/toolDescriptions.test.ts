import type { INode, INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { packageNodes } from '../harness/nodeTypes';

/**
 * What an AI agent is told about each operation of a tool node: n8n describes a tool, unless its
 * workflow says otherwise, as "<the operation's action> in <the node's name>". An operation whose
 * action n8n cannot find (an Operation selector not shown for exactly its resource) would be
 * described as "getMany record in HubSpot CRM".
 */
const toolNodes = packageNodes().filter(
	(node): node is INodeType =>
		'usableAsTool' in node.description && Boolean(node.description.usableAsTool),
);

const optionsOf = (property: INodeProperties | undefined) =>
	(property?.options ?? []) as INodePropertyOptions[];

/** Every resource and operation of a node, with the operation's option. */
function operationsOf(
	node: INodeType,
): Array<{ resource: INodePropertyOptions; operation: INodePropertyOptions }> {
	const { properties } = node.description;
	return optionsOf(properties.find((p) => p.name === 'resource')).flatMap((resource) =>
		properties
			.filter(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource.value),
			)
			.flatMap((selector) => optionsOf(selector).map((operation) => ({ resource, operation }))),
	);
}

const cases = toolNodes.flatMap((node) =>
	operationsOf(node).map(({ resource, operation }) => ({
		node,
		resource,
		operation,
		label: `${node.description.displayName}: ${resource.name} → ${operation.name}`,
	})),
);

describe('tool descriptions an agent chooses by', () => {
	it('covers every action node', () => {
		expect(toolNodes.map((node) => node.description.name).sort()).toEqual(
			packageNodes()
				.map((node) => node.description)
				.filter((description) => !description.group.includes('trigger'))
				.map((description) => description.name)
				.sort(),
		);
		expect(cases.length).toBeGreaterThanOrEqual(toolNodes.length);
	});

	it.each(cases)(
		"$label: n8n describes the tool with the operation's action, which names the resource",
		({ node, resource, operation }) => {
			const configured = {
				parameters: { resource: resource.value, operation: operation.value },
			} as unknown as INode;
			const action = String(operation.action ?? '');
			expect(NodeHelpers.getToolDescriptionForNode(configured, node)).toBe(
				`${action} in ${node.description.defaults.name}`,
			);
			// The resource's noun ("Email Revision" → revision, "HubDB Row" → row) is in the action.
			const noun = resource.name.split(' ').pop()!.toLowerCase();
			expect(action.toLowerCase()).toContain(noun);
			expect(String(operation.description ?? '').length).toBeGreaterThan(20);
		},
	);
});
