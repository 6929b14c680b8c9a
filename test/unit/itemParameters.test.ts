import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeParameters,
	INodeProperties,
} from 'n8n-workflow';
import { Workflow as WorkflowOfN8n1 } from 'n8n-workflow-v1';
import { Workflow as WorkflowOfN8n20 } from 'n8n-workflow-v20';
import { itemReader, plainFieldPath } from '../../nodes/shared/execution/itemParameters';
import { Engine } from '../harness/engine';
import { PackageNodeTypes } from '../harness/nodeTypes';
import {
	outcome,
	ParameterProbe,
	PROBED_PARAMETERS,
	type ReadOutcome,
} from '../harness/nodes/ParameterProbe.node';

/** A small seeded generator, so a failure names items that can be read again. */
function random(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
		return state / 2_147_483_648;
	};
}

const KEYS = ['id', 'e-mail', 'a.b', '名前', 'nested', 'list', 'flag'];
const VALUES: unknown[] = [
	null,
	0,
	-1.5,
	42,
	1e21,
	true,
	false,
	'',
	'007',
	'12.50',
	' spaced ',
	'ünïcødé',
	'x}}y',
	{ a: 1 },
	[1, 'x'],
	{ a: { b: 'deep' } },
	{ a: 'text' },
	{ a: null },
	[],
	{},
];

/** Items with every kind of field value, and fields missing. */
function generatedItems(count: number, seed: number): IDataObject[] {
	const next = random(seed);
	return Array.from({ length: count }, () => {
		const item: IDataObject = {};
		for (const key of KEYS)
			if (next() < 0.8)
				item[key] = VALUES[Math.floor(next() * VALUES.length)] as IDataObject[string];
		return item;
	});
}

const PLAIN_REFERENCES = [
	'={{ $json.id }}',
	'={{$json.id}}',
	'={{\n\t$json.id\n}}',
	'={{ $json["e-mail"] }}',
	"={{ $json['a.b'] }}",
	'={{ $json.名前 }}',
	'={{ $json["名前"] }}',
	'={{ $json.nested.a.b }}',
	'={{ $json.nested.a }}',
	'={{ $json.nested["a"] }}',
	'={{ $json.list[0] }}',
	'={{ $json.list[1] }}',
	'={{ $json.list.length }}',
	'={{ $json.missing }}',
	'={{ $json.missing.deeper }}',
	'={{ $json.flag }}',
];

/** Plain field references that n8n evaluates all the same: a text's length, an inherited method. */
const PLAIN_BUT_NOT_DATA = ['={{ $json.id.length }}', '={{ $json.toString }}'];

/** Expressions that are not a plain field of the item, or that n8n refuses: n8n evaluates them. */
const OTHER_EXPRESSIONS = [
	'=id-{{ $json.id }}',
	'={{ $json.id }} ',
	'= {{ $json.id }}',
	'={{ $json.id }}{{ $json.flag }}',
	'={{ $json["__proto__"] }}',
	'={{ $json.constructorName }}',
	'={{ $json["x.constructor"] }}',
	'={{ $json.id + 1 }}',
	'={{ $json.id.trim() }}',
	'={{ $("Source").item.json.id }}',
	'={{ $input.item.json.id }}',
	'={{ $json?.id }}',
	'={{ $json }}',
	"={{ $json['e\\'mail'] }}",
	'=',
	'=plain after equals',
	'={{ $json.id',
];

const LITERALS = ['plain text', '', '{{ $json.id }}', 'a=b'];

const engine = new Engine();
engine.nodeTypes.register(new ParameterProbe());

interface ProbeItem {
	reads: Record<(typeof PROBED_PARAMETERS)[number], { shared: ReadOutcome; n8n: ReadOutcome }>;
	n8nReads: number;
}

async function probe(parameters: INodeParameters, input: IDataObject[]): Promise<ProbeItem[]> {
	const result = await engine.runNode({ type: 'parameterProbe', parameters }, input);
	expect(result.error).toBeUndefined();
	expect(result.items.map((item) => item.pairedItem)).toEqual(input.map((_, item) => ({ item })));
	return result.items.map((item) => item.json as unknown as ProbeItem);
}

/** Parameters with `expression` in every kind of place: top level, a fixed collection's rows, a collection. */
const everywhere = (expression: string, other: string): INodeParameters => ({
	text: expression,
	otherText: other,
	count: expression,
	rows: {
		values: [
			{ name: 'first', value: expression },
			{ name: other, value: 'literal' },
		],
	},
	options: { label: expression, flag: true },
});

describe('shared item parameters: the same values as n8n, read once per execution', () => {
	const items = generatedItems(60, 7);
	const all = [...PLAIN_REFERENCES, ...PLAIN_BUT_NOT_DATA, ...OTHER_EXPRESSIONS, ...LITERALS];

	it.each(all.map((expression, n) => [expression, all[(n + 1) % all.length]]))(
		'%j reads as n8n evaluates it, for every generated item',
		async (expression, other) => {
			const output = await probe(everywhere(expression, other), items);
			for (const [itemIndex, item] of output.entries()) {
				for (const name of PROBED_PARAMETERS) {
					// Named so a difference says which item and parameter.
					expect({ itemIndex, name, read: item.reads[name].shared }).toStrictEqual({
						itemIndex,
						name,
						read: item.reads[name].n8n,
					});
				}
			}
		},
	);

	it('asks n8n nothing for plain field references of fields holding text, numbers, booleans, null or nothing', async () => {
		const nested = (b: unknown) => ({ a: { b } }) as IDataObject;
		const input = [
			{ id: 1, 'e-mail': 'a@b.c', nested: nested('x') },
			{ id: '007', 'e-mail': null, nested: nested(2) },
			{ id: true, nested: nested(null) },
			{ nested: nested(false) },
		];
		const output = await probe(
			{
				text: '={{ $json.id }}',
				otherText: 'fixed',
				count: '={{ $json.nested.a.b }}',
				rows: { values: [{ name: '={{ $json["e-mail"] }}', value: '={{ $json.id }}' }] },
				options: { label: 'x' },
			},
			input,
		);
		expect(output.map((item) => item.n8nReads)).toEqual([0, 0, 0, 0]);
		expect(output.map((item) => item.reads.text.shared)).toEqual([
			{ value: 1 },
			{ value: '007' },
			{ value: true },
			{ value: undefined },
		]);
		expect(output[0].reads['rows.values'].shared).toEqual({ value: [{ name: 'a@b.c', value: 1 }] });
	});

	it('reads a "Map Automatically" mapper without expressions as n8n does, asking n8n nothing; one with an expression is n8n\'s', async () => {
		const input = [{ id: 1 }, { id: 2 }];
		const base = { text: 'x', otherText: 'y', count: 1, rows: {}, options: {}, probeMapper: true };
		const columns = {
			mappingMode: 'autoMapInputData',
			value: null,
			matchingColumns: ['id'],
			schema: [{ id: 'id', displayName: 'ID', type: 'string', display: true }],
		};
		const stored = await probe({ ...base, columns }, input);
		expect(stored.map((item) => item.n8nReads)).toEqual([0, 0]);
		for (const item of stored)
			expect(item.reads['columns' as never]).toEqual({
				shared: { value: columns },
				n8n: { value: columns },
			});
		const withExpression = await probe(
			{ ...base, columns: { ...columns, matchingColumns: ['={{ "id" }}'] } },
			input,
		);
		expect(withExpression.map((item) => item.n8nReads)).toEqual([1, 2]);
	});

	it('leaves anything else to n8n, for the parameter that holds it and the item that needs it', async () => {
		const input = [{ id: 1 }, { id: { nested: true } }, { id: 3 }];
		const output = await probe(
			{ text: '=id-{{ $json.id }}', otherText: '={{ $json.id }}', count: 1, rows: {}, options: {} },
			input,
		);
		// Each item: Text through n8n (text around the expression); Other Text only where the field is an object.
		expect(output.map((item) => item.n8nReads)).toEqual([1, 3, 4]);
		expect(output[1].reads.otherText.shared).toEqual({ value: { nested: true } });
	});
});

type WorkflowClass = typeof WorkflowOfN8n1 | typeof WorkflowOfN8n20;

/**
 * A node context whose `getNodeParameter` is an older n8n's evaluation (n8n-workflow's own
 * `getParameterValue`, as n8n-core calls it), for the releases the package supports besides the one
 * the engine tests run.
 */
function contextOf(
	Workflow: WorkflowClass,
	parameters: INodeParameters,
	items: INodeExecutionData[],
): IExecuteFunctions {
	const node = {
		id: 'probe',
		name: 'Probe',
		type: 'probe',
		typeVersion: 1,
		position: [0, 0] as [number, number],
		parameters,
	};
	const nodeTypes = {
		getByName: () => undefined,
		getByNameAndVersion: () => ({ description: { properties: [] } }),
		getKnownTypes: () => ({}),
	};
	// The Workflow keeps, of a node's parameters, those its type describes: both sides read `parameters`.
	const workflow = new Workflow({
		id: 'w',
		nodes: [{ ...node } as never],
		connections: {},
		active: false,
		nodeTypes: nodeTypes as never,
	});
	return {
		getNode: () => node,
		getInputData: () => items,
		getNodeParameter: (name: string, itemIndex: number, fallback?: unknown) => {
			const raw =
				name
					.split('.')
					.reduce<unknown>((value, key) => (value as IDataObject | undefined)?.[key], parameters) ??
				fallback;
			return workflow.expression.getParameterValue(
				raw as never,
				null,
				0,
				itemIndex,
				'Probe',
				items as never,
				'manual',
				{},
			);
		},
	} as unknown as IExecuteFunctions;
}

describe.each([
	['1.123', WorkflowOfN8n1],
	['2.0', WorkflowOfN8n20],
])("on n8n %s: the same values as that release's evaluation", (_release, Workflow) => {
	const items = generatedItems(60, 11).map((json) => ({ json }));

	it.each([...PLAIN_REFERENCES, ...PLAIN_BUT_NOT_DATA])('%j', (expression) => {
		const parameters = everywhere(expression, 'literal');
		const ctx = contextOf(Workflow, parameters, items);
		const read = itemReader(ctx);
		for (const itemIndex of items.keys()) {
			for (const name of PROBED_PARAMETERS) {
				const shared = outcome(() => read(name, itemIndex, ''));
				expect({ itemIndex, name, read: shared }).toStrictEqual({
					itemIndex,
					name,
					read: outcome(() => ctx.getNodeParameter(name, itemIndex, '')),
				});
			}
		}
	});
});

describe('plainFieldPath', () => {
	it.each([
		['={{ $json.id }}', ['id']],
		['={{ $json["e-mail"] }}', ['e-mail']],
		["={{ $json['a.b'].c }}", ['a.b', 'c']],
		['={{ $json.list[10] }}', ['list', '10']],
		['={{ $json.名前 }}', ['名前']],
	])('%s is the field path %j', (expression, path) => {
		expect(plainFieldPath(expression)).toEqual(path);
	});

	it.each(
		OTHER_EXPRESSIONS.concat(LITERALS, [
			'={{ $json.list[01] }}',
			'={{ $json.caller }}',
			'={{ $json["a}}b"] }}',
		]),
	)('%j is not a plain field reference', (expression) => {
		expect(plainFieldPath(expression)).toBeUndefined();
	});
});

/** Every parameter of the package's nodes, collections' fields included. */
function allProperties(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((property) => [
		property,
		...allProperties(
			(property.options ?? []).flatMap((option) =>
				'values' in option ? option.values : 'type' in option ? [option as INodeProperties] : [],
			),
		),
	]);
}

describe('what the shared reader relies on', () => {
	it("no parameter of the package's nodes asks n8n for a type check after evaluation (validateType)", () => {
		const nodeTypes = new PackageNodeTypes();
		const names = [
			'hubSpotCrm',
			'hubSpotContent',
			'hubSpotMarketingEmail',
			'hubSpotMediaBridge',
			'hubSpotEventDefinitions',
			'hubSpotWebhooks',
			'hubSpotOAuthTokens',
			'hubSpotAutomation',
			'hubSpotSubscriptions',
		];
		const checked = names.flatMap((name) =>
			allProperties(
				nodeTypes.getByNameAndVersion(`n8n-nodes-hubspot-platform.${name}`).description.properties,
			),
		);
		expect(checked.length).toBeGreaterThan(100);
		expect(
			checked
				.filter((property) => property.validateType !== undefined)
				.map((property) => property.name),
		).toEqual([]);
	});

	it("leaves a resource mapper's value to n8n, which checks its fields against their schema", () => {
		const parameters = {
			columns: {
				mappingMode: 'defineBelow',
				value: { name: '={{ $json.name }}' },
				matchingColumns: [],
				schema: [],
			},
			plain: '={{ $json.name }}',
		};
		const asked: string[] = [];
		const ctx = {
			getNode: () => ({ parameters }),
			getInputData: () => [{ json: { name: 'Ada' } }],
			getNodeParameter: (name: string) => {
				asked.push(name);
				return `${name} from n8n`;
			},
		} as unknown as IExecuteFunctions;
		const read = itemReader(ctx);
		expect([read('columns', 0), read('plain', 0)]).toEqual(['columns from n8n', 'Ada']);
		expect(asked).toEqual(['columns']);
	});
});
