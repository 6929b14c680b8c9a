import { PROJECT_APP } from './projectApps';

/** Value types of a custom action's fields. */
export const FIELD_TYPES = ['string', 'number', 'bool', 'enumeration', 'date'] as const;

/** Record types a custom action runs on, by their names in action definitions. */
export const OBJECT_TYPES = ['CONTACT', 'COMPANY', 'DEAL', 'TICKET'] as const;

/** A blocked execution's default wait before the service gives up on its callback: one week. */
export const DEFAULT_BLOCK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DeclaredField {
	name: string;
	type: string;
	/** Values of an enumeration (and the two of a bool). */
	options?: string[];
	isRequired: boolean;
}

/** A custom workflow action of the project-based app, from its uploaded component. */
export interface ActionDefinition {
	definitionId: number;
	uid: string;
	actionUrl: string;
	published: boolean;
	objectTypes: string[];
	inputFields: DeclaredField[];
	outputFields: DeclaredField[];
	actionName: string;
}

/**
 * Where one execution of the action stands: waiting for its answer, blocked until its callback,
 * ended (`SUCCESS`, `FAIL_CONTINUE`), or `ERROR` when the action URL refused or failed the call.
 */
export type ExecutionState = 'CALLING' | 'BLOCKED' | 'SUCCESS' | 'FAIL_CONTINUE' | 'ERROR';

/** One call of the action URL, as the receiver answered it. */
export interface ActionCallRecord {
	/** `valid`, or the kind of bad signature the control route asked for. */
	signature: 'valid' | 'forged' | 'stale';
	replay: boolean;
	status?: number;
	answer?: string;
	error?: string;
	at: string;
}

/** One enrolled record reaching the custom action in a HubSpot workflow. */
export interface ActionExecution {
	callbackId: string;
	definitionId: number;
	workflowId: number;
	objectType: string;
	objectId: number;
	inputFields: Record<string, unknown>;
	state: ExecutionState;
	/** The outputs the service stored: from the answer, or from the completion callback. */
	outputFields: Record<string, string>;
	completedBy?: 'answer' | 'callback' | 'batchCallback';
	/** When a blocked execution stops waiting (epoch ms). */
	expiresAt?: number;
	calls: ActionCallRecord[];
}

/** The request of an execution's last call, kept so that it can be replayed byte for byte. */
export interface SentCall {
	url: string;
	headers: Record<string, string>;
	body: string;
}

/** The project app's custom actions and their executions. */
export class WorkflowActionState {
	readonly definitions = new Map<number, ActionDefinition>();
	readonly executions = new Map<string, ActionExecution>();
	readonly sent = new Map<string, SentCall>();
	private nextDefinitionId = 1;
	private nextExecution = 1;

	/** Saves an uploaded component: the same uid replaces its definition, keeping its id. */
	upload(definition: Omit<ActionDefinition, 'definitionId'>): ActionDefinition {
		const existing = [...this.definitions.values()].find((d) => d.uid === definition.uid);
		const saved = {
			...definition,
			definitionId: existing?.definitionId ?? 100 + this.nextDefinitionId++,
		};
		this.definitions.set(saved.definitionId, saved);
		return saved;
	}

	/** The service's callback ids: app, account, definition, a counter. */
	newCallbackId(definitionId: number, hubId: number): string {
		return `ap-${PROJECT_APP.appId}-${hubId}-${definitionId}-${this.nextExecution++}`;
	}

	/** Forgets every definition and execution; callback ids go on counting: the service never reuses one. */
	reset(): void {
		this.definitions.clear();
		this.executions.clear();
		this.sent.clear();
		this.nextDefinitionId = 1;
	}
}
