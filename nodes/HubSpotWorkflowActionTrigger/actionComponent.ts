import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import {
	fieldsProblem,
	labelsOf,
	readDeclaredFields,
	typeDefinitionOf,
	type DeclaredField,
} from './declaredFields';

/** The record types a custom workflow action can run on, as HubSpot names them in its definition. */
export const ACTION_OBJECT_TYPES = ['CONTACT', 'COMPANY', 'DEAL', 'TICKET'] as const;

/** An ISO 8601 duration (`P1D`, `PT12H`, `P1W`): how long HubSpot waits for a blocked action's completion. */
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

/** What the node's settings say the action is. */
export interface ActionSettings {
	actionName: string;
	actionDescription: string;
	objectTypes: string[];
	inputFields: DeclaredField[];
	outputFields: DeclaredField[];
	published: boolean;
	/** How long HubSpot keeps a blocked action waiting (ISO 8601), or '' for HubSpot's default. */
	expiration: string;
}

export function readActionSettings(ctx: IHookFunctions | IWebhookFunctions): ActionSettings {
	const options = ctx.getNodeParameter('options', {}) as IDataObject;
	return {
		actionName: String(ctx.getNodeParameter('actionName', '')).trim(),
		actionDescription: String(options.actionDescription ?? '').trim(),
		objectTypes: ctx.getNodeParameter('objectTypes', []) as string[],
		inputFields: readDeclaredFields(ctx.getNodeParameter('inputFields', {})),
		outputFields: readDeclaredFields(ctx.getNodeParameter('outputFields', {})),
		published: options.published !== false,
		expiration: String(options.expiration ?? '').trim(),
	};
}

/** The project's custom workflow action component (`src/app/workflow-actions/*-hsmeta.json`). */
export interface WorkflowActionComponent extends IDataObject {
	uid: string;
	type: 'workflow-action';
	config: IDataObject;
}

/** `Score a Lead!` → `n8n_score_a_lead`: a component uid (letters, digits, underscores). */
const uidOf = (actionName: string) =>
	`n8n_${actionName
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '_')
		.replace(/^_+|_+$/g, '')}`.slice(0, 64);

/** Why the settings cannot make an action definition, or undefined. */
export function settingsProblem(settings: ActionSettings): string | undefined {
	if (!settings.actionName) return 'Action Name: give the name HubSpot shows in its action panel';
	if (settings.objectTypes.length === 0) return 'Object Types: choose at least one';
	const unknown = settings.objectTypes.find(
		(type) => !(ACTION_OBJECT_TYPES as readonly string[]).includes(type),
	);
	if (unknown !== undefined)
		return `Object Types: "${unknown}" is not one of ${ACTION_OBJECT_TYPES.join(', ')}`;
	if (settings.expiration && !ISO_DURATION.test(settings.expiration))
		return `Block Expiration: "${settings.expiration}" is not an ISO 8601 duration such as P1D or PT12H`;
	return (
		fieldsProblem(settings.inputFields, 'Input Fields') ??
		fieldsProblem(settings.outputFields, 'Output Fields')
	);
}

/**
 * The custom workflow action component that makes HubSpot call `actionUrl` (the workflow's
 * production URL) with the declared inputs, and read the declared outputs from its answer or from
 * the completion callback. Inputs take a fixed value or a property of the enrolled record.
 */
export function workflowActionComponent(
	settings: ActionSettings,
	actionUrl: string,
): { file: WorkflowActionComponent } | { problem: string } {
	const problem = settingsProblem(settings);
	if (problem) return { problem };
	const { inputFields, outputFields } = settings;
	const descriptions = inputFields.filter((field) => field.description);
	return {
		file: {
			uid: uidOf(settings.actionName),
			type: 'workflow-action',
			config: {
				actionUrl,
				isPublished: settings.published,
				supportedClients: [{ client: 'WORKFLOWS' }],
				inputFields: inputFields.map((field) => ({
					typeDefinition: typeDefinitionOf(field),
					supportedValueTypes: ['STATIC_VALUE', 'OBJECT_PROPERTY'],
					isRequired: field.required,
				})),
				outputFields: outputFields.map((field) => ({ typeDefinition: typeDefinitionOf(field) })),
				objectTypes: settings.objectTypes,
				labels: {
					en: {
						actionName: settings.actionName,
						...(settings.actionDescription
							? { actionDescription: settings.actionDescription }
							: {}),
						inputFieldLabels: labelsOf(inputFields),
						...(descriptions.length > 0
							? {
									inputFieldDescriptions: Object.fromEntries(
										descriptions.map((field) => [field.name, field.description]),
									),
								}
							: {}),
						outputFieldLabels: labelsOf(outputFields),
					},
				},
			},
		},
	};
}
