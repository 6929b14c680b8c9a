import {
	type ICredentialDataDecryptedObject,
	type ICredentialType,
	type ICredentials,
	type IHttpRequestHelper,
	type IHttpRequestOptions,
	type INode,
	type INodeCredentialsDetails,
	type INodeProperties,
	type INodeTypes,
	type IRequestOptionsSimplified,
	type IWorkflowExecuteAdditionalData,
	ICredentialsHelper,
	Workflow,
} from 'n8n-workflow';
import { HubSpotPlatformAppTokenApi } from '../../credentials/HubSpotPlatformAppTokenApi.credentials';
import { HubSpotPlatformDeveloperApi } from '../../credentials/HubSpotPlatformDeveloperApi.credentials';
import { HubSpotPlatformOAuth2Api } from '../../credentials/HubSpotPlatformOAuth2Api.credentials';
import { suiteApiVersion } from './apiVersions';

export const credentialTypes: Record<string, ICredentialType> = Object.fromEntries(
	[
		new HubSpotPlatformOAuth2Api(),
		new HubSpotPlatformAppTokenApi(),
		new HubSpotPlatformDeveloperApi(),
	].map((c) => [c.name, c]),
);

/** A stored credential: its data and, for OAuth2, every token update n8n wrote back. */
export interface StoredCredential {
	id: string;
	name: string;
	type: string;
	data: ICredentialDataDecryptedObject;
	tokenUpdates: number;
}

/**
 * Credentials held in memory, resolved and applied as n8n's own CredentialsHelper does: defaults of
 * the type's properties, `$self` expressions in them, generic `authenticate` rules with
 * `$credentials`, OAuth2 token data written back after a refresh.
 */
export class InMemoryCredentialsHelper extends ICredentialsHelper {
	readonly store = new Map<string, StoredCredential>();

	constructor(private readonly nodeTypes: INodeTypes) {
		super();
	}

	add(credential: Omit<StoredCredential, 'tokenUpdates'>): StoredCredential {
		const stored = { ...credential, tokenUpdates: 0 };
		this.store.set(credential.id, stored);
		return stored;
	}

	getParentTypes(name: string): string[] {
		const parents = credentialTypes[name]?.extends ?? [];
		return parents.flatMap((p) => [p, ...this.getParentTypes(p)]);
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		return credentialTypes[type]?.properties ?? [];
	}

	private expressionWorkflow(): { workflow: Workflow; node: INode } {
		const node: INode = {
			id: 'credential-resolver',
			name: 'Credential Resolver',
			type: 'n8n-nodes-hubspot-platform.itemsSource',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		};
		const workflow = new Workflow({
			nodes: [node],
			connections: {},
			active: false,
			nodeTypes: this.nodeTypes,
		});
		return { workflow, node };
	}

	private resolve(
		value: unknown,
		workflow: Workflow,
		node: INode,
		additionalKeys: Record<string, unknown>,
		self?: ICredentialDataDecryptedObject,
	): unknown {
		if (typeof value !== 'string' || !value.startsWith('=')) return value;
		return workflow.expression.getParameterValue(
			value,
			null,
			0,
			0,
			node.name,
			[],
			'internal',
			additionalKeys as never,
			undefined,
			false,
			self as never,
		);
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const stored = nodeCredentials.id ? this.store.get(nodeCredentials.id) : undefined;
		if (!stored || stored.type !== type)
			throw new Error(`No credential ${nodeCredentials.id} of type ${type}`);
		const withDefaults: ICredentialDataDecryptedObject = {};
		for (const property of this.getCredentialsProperties(type))
			withDefaults[property.name] = property.default as never;
		// Credentials a test builds without an API version of their own get the suite's mode.
		if (suiteApiVersion !== undefined) withDefaults.apiVersion = suiteApiVersion;
		Object.assign(withDefaults, structuredClone(stored.data));
		const { workflow, node } = this.expressionWorkflow();
		const resolved: ICredentialDataDecryptedObject = {};
		for (const [key, value] of Object.entries(withDefaults)) {
			resolved[key] = this.resolve(value, workflow, node, {}, withDefaults) as never;
		}
		return resolved;
	}

	async getCredentials(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentials> {
		return {
			id: nodeCredentials.id ?? undefined,
			name: nodeCredentials.name,
			type,
		} as unknown as ICredentials;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const type = credentialTypes[typeName];
		const options = requestOptions as IHttpRequestOptions;
		const auth = type?.authenticate;
		if (typeof auth === 'function') return await auth(credentials, options);
		if (!auth || auth.type !== 'generic') return options;
		const ctx = workflow && node ? { workflow, node } : this.expressionWorkflow();
		for (const [target, entries] of Object.entries(auth.properties)) {
			const bag = ((options as unknown as Record<string, Record<string, unknown>>)[target] ??= {});
			for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
				bag[key] = this.resolve(value, ctx.workflow, ctx.node, { $credentials: credentials });
			}
		}
		return options;
	}

	async preAuthentication(
		_helpers: IHttpRequestHelper,
		_credentials: ICredentialDataDecryptedObject,
		_typeName: string,
		_node: INode,
		_credentialsExpired: boolean,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async runPreAuthentication(): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async updateCredentials(
		nodeCredentials: INodeCredentialsDetails,
		_type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		const stored = nodeCredentials.id ? this.store.get(nodeCredentials.id) : undefined;
		if (stored) stored.data = { ...stored.data, ...data };
	}

	async updateCredentialsOauthTokenData(
		nodeCredentials: INodeCredentialsDetails,
		_type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		const stored = nodeCredentials.id ? this.store.get(nodeCredentials.id) : undefined;
		if (!stored) return;
		stored.data = { ...stored.data, oauthTokenData: data.oauthTokenData };
		stored.tokenUpdates++;
	}
}
