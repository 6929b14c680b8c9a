import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, requiredString } from '../../../shared/execution/validation';

/** How the action ended: HubSpot's `hs_execution_state` values a completion may send. */
export const EXECUTION_STATES = ['SUCCESS', 'FAIL_CONTINUE'] as const;

/** Output field names, as the action's definition declares them; `hs_` names are HubSpot's. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** The fields both operations show: which callback, how it ended, the output values. */
export const completionProperties: INodeProperties[] = [
	{
		displayName: 'Callback ID',
		name: 'callbackId',
		type: 'string',
		required: true,
		default: '={{ $json.callbackId }}',
		description:
			'The callbackId of the call the HubSpot Workflow Action Trigger received (its output carries it)',
	},
	{
		displayName: 'Execution State',
		name: 'executionState',
		type: 'options',
		options: [
			{
				name: 'Succeeded',
				value: 'SUCCESS',
				description: 'The HubSpot workflow goes on with the output fields',
			},
			{
				name: 'Failed (Workflow Continues)',
				value: 'FAIL_CONTINUE',
				description:
					'The action failed: HubSpot records the failure and the workflow goes on to its next step',
			},
		],
		default: 'SUCCESS',
	},
	{
		displayName: 'Output Fields',
		name: 'outputFields',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Output Field',
		default: {},
		description: "Values of the action's declared output fields, by name",
		options: [
			{
				displayName: 'Field',
				name: 'field',
				values: [
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'lead_score',
						description: 'An output field the action declares',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
					},
				],
			},
		],
	},
];

/** One item's completion: its callback ID and the body HubSpot's complete call takes. */
export interface Completion {
	callbackId: string;
	executionState: string;
	/** The declared output fields' values, as text (HubSpot's `outputFields` map). */
	outputs: Record<string, string>;
}

/** Reads and checks one item's completion before any request. */
export function readCompletion(ctx: IExecuteFunctions, itemIndex: number): Completion {
	const read = itemReader(ctx);
	const callbackId = requiredString(ctx, 'callbackId', 'Callback ID', itemIndex);
	const executionState = String(read('executionState', itemIndex, 'SUCCESS'));
	if (!(EXECUTION_STATES as readonly string[]).includes(executionState))
		throw invalidInput(
			ctx,
			'Execution State',
			itemIndex,
			`must be one of ${EXECUTION_STATES.join(', ')}, got "${executionState.slice(0, 40)}"`,
		);
	const entries = ((read('outputFields', itemIndex, {}) as IDataObject).field ??
		[]) as IDataObject[];
	const outputs: Record<string, string> = {};
	for (const entry of entries) {
		const name = String(entry.name ?? '').trim();
		if (!FIELD_NAME.test(name) || name.toLowerCase().startsWith('hs_'))
			throw invalidInput(
				ctx,
				'Output Fields',
				itemIndex,
				`"${name.slice(0, 60)}" is not an output field name (letters, digits and underscores, starting with a letter; hs_ names are HubSpot's)`,
			);
		if (name in outputs)
			throw invalidInput(ctx, 'Output Fields', itemIndex, `"${name}" is given twice`);
		const value = entry.value ?? '';
		if (typeof value === 'object')
			throw invalidInput(
				ctx,
				'Output Fields',
				itemIndex,
				`the value of "${name}" must be text, a number or a boolean, not an object or a list`,
			);
		outputs[name] = String(value);
	}
	return { callbackId, executionState, outputs };
}

/**
 * The completion's body. `typedOutputs` is required by every spec version although HubSpot's docs
 * never show it: it is sent empty, the values go in `outputFields` with the execution state.
 */
export const completionBody = (completion: Completion): IDataObject => ({
	outputFields: { ...completion.outputs, hs_execution_state: completion.executionState },
	typedOutputs: {},
});

/** What an item comes out as once HubSpot took the completion. */
export const completedItem = (completion: Completion): IDataObject => ({
	callbackId: completion.callbackId,
	completed: true,
	executionState: completion.executionState,
	outputFields: completion.outputs,
});
