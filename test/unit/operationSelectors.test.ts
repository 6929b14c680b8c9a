import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeProperties, INodePropertyOptions, INodeType } from 'n8n-workflow';
import type { ResourceMap } from '../../nodes/shared/execution/router';

/**
 * Every action node declares its Resource and Operation selectors as literals (what n8n's lint rules
 * and the editor read) and routes through a typed map of its operation modules: the two must name
 * the same resources and operations, so no option runs into "not supported" and no module is unreachable.
 */
const NODES_DIR = join(__dirname, '..', '..', 'nodes');

const actionNodes = readdirSync(NODES_DIR)
	.filter((folder) => folder !== 'shared')
	.map((folder) => ({
		folder,
		module: require(join(NODES_DIR, folder, `${folder}.node`)) as Record<string, unknown>,
	}))
	.filter(({ module }) => 'resources' in module)
	.map(({ folder, module }) => {
		const NodeClass = module[folder] as new () => INodeType;
		return { node: new NodeClass(), resources: module.resources as ResourceMap };
	});

const valuesOf = (property: INodeProperties | undefined) =>
	((property?.options ?? []) as INodePropertyOptions[])
		.map((option) => String(option.value))
		.sort();

describe('operation selectors and the router', () => {
	it('finds every action node', () => {
		expect(actionNodes.map(({ node }) => node.description.name).sort()).toEqual([
			'hubSpotAutomation',
			'hubSpotContent',
			'hubSpotCrm',
			'hubSpotEventDefinitions',
			'hubSpotFiles',
			'hubSpotForms',
			'hubSpotMarketingEmail',
			'hubSpotMarketingEvents',
			'hubSpotMediaBridge',
			'hubSpotOAuthTokens',
			'hubSpotSubscriptions',
			'hubSpotWebhooks',
		]);
	});

	it.each(
		actionNodes.map(
			({ node, resources }) => [node.description.displayName, node, resources] as const,
		),
	)(
		'%s: the Resource and Operation options are exactly the routed operations',
		(_name, node, resources) => {
			const { properties } = node.description;
			expect(valuesOf(properties.find((p) => p.name === 'resource'))).toEqual(
				Object.keys(resources).sort(),
			);
			for (const [resource, operations] of Object.entries(resources)) {
				const selectors = properties.filter(
					(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
				);
				expect(selectors).toHaveLength(1);
				expect(valuesOf(selectors[0])).toEqual(Object.keys(operations).sort());
			}
		},
	);
});
