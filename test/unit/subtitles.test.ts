import type {
	INode,
	INodeParameters,
	INodeProperties,
	INodePropertyOptions,
	INodeType,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';
import { OFFERED_OBJECT_TYPES } from '../../nodes/shared/crm/objectTypes';
import { PACKAGE_NAME, PackageNodeTypes, packageNodes } from '../harness/nodeTypes';

/**
 * The subtitle n8n's canvas shows under each node: the editor evaluates the node type's `subtitle`
 * expression over the node's parameters (`getSimpleParameterValue`, mode "internal"), which hold option
 * values. The canvas must read "Attach to Record: File", not "attachToRecord: file".
 */
const nodeTypes = new PackageNodeTypes();
const nodes = packageNodes() as INodeType[];

/** The subtitle the canvas shows for a node of `type` with these parameters (defaults filled as the editor does). */
function canvasSubtitle(type: INodeType, parameters: INodeParameters): unknown {
	const { description } = type;
	const version = Array.isArray(description.version)
		? Math.max(...description.version)
		: description.version;
	const node: INode = {
		id: '1',
		name: description.defaults.name ?? description.displayName,
		type: `${PACKAGE_NAME}.${description.name}`,
		typeVersion: (description.defaultVersion ?? version) as number,
		position: [0, 0],
		parameters: {},
	};
	node.parameters =
		NodeHelpers.getNodeParameters(
			description.properties,
			parameters,
			true,
			false,
			node,
			description,
		) ?? {};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(node, description.subtitle, 'internal', {});
}

const optionsOf = (property: INodeProperties | undefined) =>
	(property?.options ?? []) as INodePropertyOptions[];

const actionCases = nodes.flatMap((type) => {
	const { properties } = type.description;
	return optionsOf(properties.find((p) => p.name === 'resource')).flatMap((resource) =>
		properties
			.filter(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource.value),
			)
			.flatMap((selector) =>
				optionsOf(selector).map((operation) => ({
					type,
					resource,
					operation,
					label: `${type.description.displayName}: ${String(resource.value)} → ${String(operation.value)}`,
				})),
			),
	);
});

/** The options of every parameter a node's subtitle reads, each chosen where its field is shown. */
const parameterCases = nodes.flatMap((type) => {
	const { subtitle, properties } = type.description;
	const names = new Set(
		// What the subtitle shows: a parameter it only compares (a mode switch) is not shown.
		[...String(subtitle ?? '').matchAll(/\$parameter\["(\w+)"\](?!\s*===)/g)].map(
			([, name]) => name,
		),
	);
	names.delete('resource');
	names.delete('operation');
	return properties
		.filter((property) => names.has(property.name))
		.flatMap((property) => {
			const shown = Object.fromEntries(
				Object.entries(property.displayOptions?.show ?? {})
					.filter(([name]) => name !== '@version')
					.map(([name, values]) => [name, (values as unknown[])[0]]),
			);
			const options =
				property.typeOptions?.loadOptionsMethod === 'getObjectTypes'
					? OFFERED_OBJECT_TYPES
					: optionsOf(property);
			return options.map((option) => ({
				type,
				parameters: {
					...shown,
					[property.name]: property.type === 'multiOptions' ? [option.value] : option.value,
				} as INodeParameters,
				name: option.name,
				label: `${type.description.displayName}: ${property.name} = ${String(option.value)}`,
			}));
		});
});

describe("every node's canvas subtitle shows display names", () => {
	it('covers the action nodes and the triggers', () => {
		expect(actionCases.length).toBeGreaterThan(70);
		expect(new Set(parameterCases.map(({ type }) => type.description.name))).toEqual(
			new Set([
				'hubSpotCrmTrigger',
				'hubSpotCrmEventsTrigger',
				'hubSpotFormTrigger',
				'hubSpotConversationsTrigger',
				'hubSpotPlatformTrigger',
			]),
		);
	});

	it.each(actionCases)('$label', ({ type, resource, operation }) => {
		expect(canvasSubtitle(type, { resource: resource.value, operation: operation.value })).toBe(
			`${operation.name}: ${resource.name}`,
		);
	});

	it.each(parameterCases)('$label', ({ type, parameters, name }) => {
		expect(String(canvasSubtitle(type, parameters))).toContain(name);
	});

	it('shows a custom object type as typed, and several events joined', () => {
		const journal = nodes.find((type) => type.description.name === 'hubSpotCrmEventsTrigger')!;
		expect(
			canvasSubtitle(journal, {
				events: ['created', 'deleted'],
				objectType: 'custom',
				objectTypeCustom: '2-1234567',
			}),
		).toBe('Record Created, Record Deleted: 2-1234567');
	});
});
